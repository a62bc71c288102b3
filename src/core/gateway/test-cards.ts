/**
 * The sandbox gateway's test cards: one card number per gateway outcome, plus a saved-card token
 * for each. Pure data (no Node imports) so the sandbox console bundle and the e2e tests can import
 * it as well as the server. docs/test-cards.md is the prose version of this table.
 *
 * Numbers come from well-known scheme test ranges and are all Luhn-valid (test-cards.test.ts
 * checks it), so the page's own validation lets every one of them through.
 */

export const testCardOutcomes = [
  'approved',
  '3ds-frictionless',
  '3ds-challenge',
  '3ds-method-silent',
  '3ds-no-method',
  'retry',
  'declined',
  'wrong-cvv',
  'expired',
  'gateway-error',
  'slow-approved',
  'reply-lost',
  'never-answers',
] as const;
export type TestCardOutcome = (typeof testCardOutcomes)[number];

export interface TestCard {
  /** Digits only, as the page posts it in b1. */
  number: string;
  scheme: 'visa' | 'mastercard' | 'amex';
  outcome: TestCardOutcome;
  /** The saved-card token (g1) that gives the same outcome in the token flow. */
  token: string;
  /** What the page receives, in one line. */
  reply: string;
}

/** Delay of the slow card before its reply, at latencyScale 1. */
export const slowReplyMs = 5000;

export const testCards: readonly TestCard[] = [
  {
    number: '4111111111111111',
    scheme: 'visa',
    outcome: 'approved',
    token: 'tok_visa_approved',
    reply: 'URL reply to the result page, status=approved',
  },
  {
    number: '5555555555554444',
    scheme: 'mastercard',
    outcome: 'approved',
    token: 'tok_mastercard_approved',
    reply: 'URL reply to the result page, status=approved',
  },
  {
    number: '378282246310005',
    scheme: 'amex',
    outcome: 'approved',
    token: 'tok_amex_approved',
    reply: 'URL reply to the result page, status=approved',
  },
  {
    number: '4000000000003055',
    scheme: 'visa',
    outcome: '3ds-frictionless',
    token: 'tok_visa_3ds_frictionless',
    reply: 'ACS reply; the method page notifies deviceInfo; the completion approves',
  },
  {
    number: '4000000000003220',
    scheme: 'visa',
    outcome: '3ds-challenge',
    token: 'tok_visa_3ds_challenge',
    reply: 'CHALLENGE reply to the simulated challenge page (Approve / Decline)',
  },
  {
    number: '4000000000003238',
    scheme: 'visa',
    outcome: '3ds-method-silent',
    token: 'tok_visa_3ds_silent',
    reply: 'ACS reply; the method page never notifies, the 10 s fallback runs; the completion approves',
  },
  {
    number: '4000000000003063',
    scheme: 'visa',
    outcome: '3ds-no-method',
    token: 'tok_visa_3ds_no_method',
    reply: 'ACS reply without 3ds_method (the issuer collects no device data); the completion approves',
  },
  {
    number: '4000000000000101',
    scheme: 'visa',
    outcome: 'retry',
    token: 'tok_visa_retry',
    reply: 'RETRY without errorCode',
  },
  {
    number: '4000000000000002',
    scheme: 'visa',
    outcome: 'declined',
    token: 'tok_visa_declined',
    reply: 'URL reply to the result page, status=declined&z2=DECLINED&z3=…',
  },
  {
    number: '4000000000000127',
    scheme: 'visa',
    outcome: 'wrong-cvv',
    token: 'tok_visa_wrong_cvv',
    reply: "RETRY with errorCode 'WRONG_CVV'",
  },
  {
    number: '4000000000000069',
    scheme: 'visa',
    outcome: 'expired',
    token: 'tok_visa_expired',
    reply: "RETRY with errorCode 'CARD_EXPIRED'",
  },
  {
    number: '4000000000000119',
    scheme: 'visa',
    outcome: 'gateway-error',
    token: 'tok_visa_gateway_error',
    reply: "HTTP 500 { error: 'gateway_error' }",
  },
  {
    number: '4000000000007775',
    scheme: 'visa',
    outcome: 'slow-approved',
    token: 'tok_visa_slow',
    reply: 'approved after 5 s (times latencyScale)',
  },
  {
    number: '4000000000000077',
    scheme: 'visa',
    outcome: 'reply-lost',
    token: 'tok_visa_reply_lost',
    reply:
      'charged (approved), but the first reply is lost: the connection is reset; the same request again gets the approval',
  },
  {
    number: '4000000000000085',
    scheme: 'visa',
    outcome: 'never-answers',
    token: 'tok_visa_never_answers',
    reply:
      'charged (approved), but no send is ever answered: the page gives up when its time budget is spent and says the outcome is unknown',
  },
];

/** Alternative payment methods the sandbox provider page knows; any other name works like 'paypal'. */
export const testApmMethods = [
  { method: 'paypal', outcomeOnPay: 'approved' },
  { method: 'mbway', outcomeOnPay: 'pending' },
  { method: 'multibanco', outcomeOnPay: 'pending' },
] as const;

/** Expiry and security code that work with every test card (any future date and any 3 digits do). */
export const testCardDefaults = {
  expiryMonth: '12',
  expiryYear: '2034',
  cvv: '123',
  amexCvv: '1234',
} as const;

/** Outcome of a card number: its table row, else approved ("any other valid card: approved"). */
export function outcomeForCardNumber(cardNumber: string): TestCardOutcome {
  return testCards.find((card) => card.number === cardNumber)?.outcome ?? 'approved';
}

/** Outcome of a saved-card token: its table row, else approved. */
export function outcomeForToken(token: string): TestCardOutcome {
  return testCards.find((card) => card.token === token)?.outcome ?? 'approved';
}

/**
 * A tokenList query value (spec section 3) with the given test cards as saved cards, masked the
 * way merchants send them (first six, last four).
 */
export function sandboxTokenList(cards: readonly TestCard[] = testCards): string {
  return cards
    .map((card) => {
      const masked = `${card.number.slice(0, 6)}${'*'.repeat(card.number.length - 10)}${card.number.slice(-4)}`;
      return `[token:${card.token},cardNumber:${masked},expiryMonth:${testCardDefaults.expiryMonth},expiryYear:${testCardDefaults.expiryYear}]`;
    })
    .join(',');
}
