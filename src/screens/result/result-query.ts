import { bidiControls } from '@/core/bidi-controls';
import { failureCodeParameter, failureMessageParameter } from '@/core/gateway/failure-parameters';
import { type MerchantHosts, merchantUrl } from '@/core/merchant-hosts';
import { type LandingStatus, landingStatuses } from '@/core/return-context';

/** The landing statuses the gateway puts in `status` (docs/gateway-api.md, "Landing page"). */
export const resultStatuses = landingStatuses;
export type ResultStatus = LandingStatus;

/**
 * What the page tells the shopper: a gateway status, `failure` when only the FailURL markers
 * (z2/z3, spec section 8) arrived, or `unknown` when the address says nothing usable (a reload
 * of a bare /result/ must not claim a failure or a success).
 */
export type ResultOutcome = ResultStatus | 'failure' | 'unknown';

export interface ResultQuery {
  outcome: ResultOutcome;
  /** The gateway's payment reference, plain text. */
  reference: string | undefined;
  /**
   * z2, only when it looks like a code (letters, digits, '_' and '-'): it chooses the sentence the
   * shopper reads, and is never shown itself (a machine code means nothing to a shopper), nor is z3:
   * the address alone could put "Call this number to complete your payment" on our page.
   */
  failureCode: string | undefined;
  /** 'card', 'token' or the alternative payment method, plain text. */
  method: string | undefined;
  /** BackURL, only when it is an absolute http(s) URL on a merchant host the page allows. */
  backUrl: string | undefined;
}

/** Caps in characters (code points): enough for any real value, short enough to lay out. */
export const resultQueryLimits = {
  status: 16,
  reference: 64,
  failureCode: 40,
  method: 40,
} as const;

// Control characters would break the layout, and bidirectional controls could make a value read
// differently from what it is (e.g. a reversed reference); neither is text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/** Plain, single-line text cut to `max` code points (with an ellipsis), or undefined when blank. */
export function cleanText(raw: string | null, max: number): string | undefined {
  if (raw === null) return undefined;
  const text = raw.replace(controlCharacters, ' ').replace(bidiControls, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return undefined;
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** What a failure code looks like: -10, DECLINED, 3DS_FAILED, AUTHENTICATION-FAILED. */
const failureCodePattern = /^-?[A-Za-z0-9_-]{1,40}$/;

function readStatus(raw: string | null): ResultStatus | undefined {
  const status = cleanText(raw, resultQueryLimits.status)?.toLowerCase();
  return resultStatuses.find((entry) => entry === status);
}

/**
 * Reads the result page's query (`location.search`, with or without '?'). Never throws: every
 * value is optional, cleaned and capped; repeated keys keep the first value, as the page config does.
 * `merchantHosts` is the result page's own list: the union of every variant's (the build's doing),
 * since the address alone does not say which merchant sent the shopper here.
 */
export function parseResultQuery(search: string, merchantHosts?: MerchantHosts): ResultQuery {
  const params = new URLSearchParams(typeof search === 'string' ? search : '');
  const rawCode = cleanText(params.get(failureCodeParameter), resultQueryLimits.failureCode);
  // A FailURL landing carries z2 and z3; either one says a failure happened, whatever they say.
  const failureReported =
    rawCode !== undefined || cleanText(params.get(failureMessageParameter), 1) !== undefined;
  const status = readStatus(params.get('status'));
  const rawBackUrl = params.get('BackURL');
  return {
    outcome: status ?? (failureReported ? 'failure' : 'unknown'),
    reference: cleanText(params.get('reference'), resultQueryLimits.reference),
    failureCode: rawCode !== undefined && failureCodePattern.test(rawCode) ? rawCode : undefined,
    method: cleanText(params.get('method'), resultQueryLimits.method),
    backUrl: rawBackUrl === null ? undefined : merchantUrl(rawBackUrl, merchantHosts),
  };
}
