import { bidiControls } from '@/core/bidi-controls';
import { maxRequestTargetBytes } from '@/core/url-limit';

/**
 * Everything the page learns from its query string (spec section 3). Every field always has a
 * value: a missing, oversized or malformed parameter falls back to its default, so the rest of
 * the page never has to ask "what if the merchant did not send it" (architecture principle 4).
 */
export interface PageConfig {
  /** M */
  merchantId: string;
  /** a1, sent back as RequestID */
  requestId: string;
  /** shopperID */
  shopperId: string;
  /** statickey, sent back as Statickey */
  staticKey: string;
  /** uniqueRequestID */
  uniqueRequestId: string;
  /** 'v2' selects /rest/v2/checkout (see gateway/endpoints.ts) */
  controllerVersion: string;
  /** g1: the saved card the merchant preselected */
  token: string;
  /** FailURL: raw; checked when used (failure-url.ts) */
  failUrl: string;
  /** BackURL: raw; checked when used (back-target.ts) */
  backUrl: string;
  merchantAddress: string;
  merchantName: string;
  /** PurchaseDescription, default '' */
  purchaseDescription: string;
  /** 3dsForm === 'Y'. The spec gives it no effect: read, and used by nothing. */
  threeDsForm: boolean;
  /**
   * tokenList, raw (at most 8,192 characters, pageConfigLimits.tokenList): parsed by core/token-list only where a merchant
   * sends saved cards (state/load-saved-cards.ts), so the parser stays out of every first screen.
   */
  tokenList: string;
  /** enforceCVV === 'true' */
  enforceCvv: boolean;
  /** apmPaymentMethods: '|' list, trimmed, blanks and repeats dropped */
  apmPaymentMethods: string[];
  /** supportedCardTypes: comma list, lower-cased, whitespace removed; default visa, mastercard, maestro */
  supportedCardTypes: string[];
  /** addressFields === 'true' (read by scenic) */
  addressFields: boolean;
  /** The raw `lang` value (undefined when absent, empty or oversized); checked against the supported languages elsewhere. */
  language: string | undefined;
}

/** The query parameter behind each field, exactly as merchants spell it (keys are case-sensitive). */
export const pageConfigQueryKeys = {
  merchantId: 'M',
  requestId: 'a1',
  shopperId: 'shopperID',
  staticKey: 'statickey',
  uniqueRequestId: 'uniqueRequestID',
  controllerVersion: 'controllerVersion',
  token: 'g1',
  failUrl: 'FailURL',
  backUrl: 'BackURL',
  merchantAddress: 'merchantAddress',
  merchantName: 'merchantName',
  purchaseDescription: 'PurchaseDescription',
  threeDsForm: '3dsForm',
  tokenList: 'tokenList',
  enforceCvv: 'enforceCVV',
  apmPaymentMethods: 'apmPaymentMethods',
  supportedCardTypes: 'supportedCardTypes',
  addressFields: 'addressFields',
  language: 'lang',
} as const satisfies Record<keyof PageConfig, string>;

export const defaultSupportedCardTypes: readonly string[] = ['visa', 'mastercard', 'maestro'];

/** Caps on raw values: a longer value is not a real parameter, so it falls back to the default. */
export const pageConfigLimits = {
  identifier: 256,
  url: 2048,
  text: 1024,
  // No deployment delivers a longer link, so no saved-card list can be longer either.
  tokenList: maxRequestTargetBytes,
  list: 2048,
  listItem: 64,
  language: 35,
} as const;

/** Reads one query parameter's raw value (null when absent) into its field; never throws. */
type Reader<T> = (raw: string | null) => T;

/** A text parameter: missing or too long gives ''. */
function text(max: number): Reader<string> {
  return (raw) => (raw !== null && raw.length <= max ? raw : '');
}

/** A text parameter the page shows to the shopper: as text(), without bidirectional controls (bidi-controls.ts). */
function shownText(max: number): Reader<string> {
  const read = text(max);
  return (raw) => read(raw).replace(bidiControls, '');
}

/** A flag that is on only for one exact value (spec: "true only if the text is 'true'"). */
function flag(onValue: string): Reader<boolean> {
  return (raw) => raw === onValue;
}

/** A separated list: items cleaned, blanks, oversized items and repeats dropped; none gives the fallback. */
function list(
  separator: string,
  clean: (item: string) => string,
  fallback: () => string[],
): Reader<string[]> {
  return (raw) => {
    if (raw === null || raw.length > pageConfigLimits.list) return fallback();
    const items = raw
      .split(separator)
      .map(clean)
      .filter((item) => item !== '' && item.length <= pageConfigLimits.listItem);
    const unique = [...new Set(items)];
    return unique.length === 0 ? fallback() : unique;
  };
}

/**
 * One reader per field. Plain checks rather than valibot: every input is a string or absent, so a
 * schema library adds nothing here, and leaving valibot out of the first screen keeps it out of every
 * variant's first load. Gateway replies, whose shape is unknown, are
 * validated with valibot in the lazily loaded checkout (core/gateway/replies.ts).
 */
const readers: { [Field in keyof PageConfig]: Reader<PageConfig[Field]> } = {
  merchantId: text(pageConfigLimits.identifier),
  requestId: text(pageConfigLimits.identifier),
  shopperId: text(pageConfigLimits.identifier),
  staticKey: text(pageConfigLimits.identifier),
  uniqueRequestId: text(pageConfigLimits.identifier),
  controllerVersion: text(pageConfigLimits.identifier),
  token: text(pageConfigLimits.identifier),
  failUrl: text(pageConfigLimits.url),
  backUrl: text(pageConfigLimits.url),
  merchantAddress: shownText(pageConfigLimits.text),
  merchantName: shownText(pageConfigLimits.text),
  purchaseDescription: shownText(pageConfigLimits.text),
  threeDsForm: flag('Y'),
  tokenList: text(pageConfigLimits.tokenList),
  enforceCvv: flag('true'),
  apmPaymentMethods: list(
    '|',
    (item) => item.trim(),
    () => [],
  ),
  supportedCardTypes: list(
    ',',
    (item) => item.replace(/\s/g, '').toLowerCase(),
    () => [...defaultSupportedCardTypes],
  ),
  addressFields: flag('true'),
  // An empty `lang=` says nothing, like a missing one.
  language: (raw) => (raw === null || raw === '' || raw.length > pageConfigLimits.language ? undefined : raw),
};

/**
 * Reads the page configuration from `location.search` (with or without the leading '?').
 *
 * Repeated keys: the FIRST occurrence wins. A merchant builds the redirect URL and signs or at
 * least controls its parameters up front; anything appended later (a tracking redirect adding its
 * own parameters, or a shopper editing the tail of the address bar) lands after them, and must
 * not override what the merchant put first. It is also what URLSearchParams#get returns.
 *
 * Never throws: URLSearchParams decodes leniently and every reader has a fallback.
 */
export function parsePageConfig(search: string): PageConfig {
  const params = new URLSearchParams(typeof search === 'string' ? search : '');
  const read = <Field extends keyof PageConfig>(field: Field): PageConfig[Field] =>
    readers[field](params.get(pageConfigQueryKeys[field]));
  const config = {} as Record<keyof PageConfig, unknown>;
  for (const field of Object.keys(pageConfigQueryKeys) as (keyof PageConfig)[]) config[field] = read(field);
  return config as PageConfig;
}
