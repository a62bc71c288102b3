/**
 * The browser facts the gateway forwards to 3-D Secure (spec section 7: 3ds_browser*, d5, d6).
 * The platform layer reads them from `screen`, `navigator` and `Date`; this file only gives them
 * a checked shape so the payload builder never sends NaN or an unbounded string.
 */
export interface BrowserData {
  colorDepth: number;
  /** EMV 3DS asks whether Java is enabled; no current browser runs Java applets, so it is always false. */
  javaEnabled: false;
  screenHeight: number;
  screenWidth: number;
  /** Minutes from local time to UTC, as Date#getTimezoneOffset returns (UTC+2 is -120). */
  timezoneOffset: number;
  userAgent: string;
  language: string;
}

/** What the platform hands over: raw values straight from the browser, possibly missing. */
export interface BrowserFacts {
  colorDepth?: number;
  screenHeight?: number;
  screenWidth?: number;
  timezoneOffset?: number;
  userAgent?: string;
  language?: string;
}

const maxUserAgentLength = 2048;
const maxLanguageLength = 35;

function wholeNumber(value: number | undefined, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(min, Math.round(value)));
}

function boundedText(value: string | undefined, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

export function browserData(facts: BrowserFacts): BrowserData {
  return {
    colorDepth: wholeNumber(facts.colorDepth, 0, 99),
    javaEnabled: false,
    screenHeight: wholeNumber(facts.screenHeight, 0, 999_999),
    screenWidth: wholeNumber(facts.screenWidth, 0, 999_999),
    // Real offsets lie within -14 h .. +12 h; the bound only stops nonsense values.
    timezoneOffset: wholeNumber(facts.timezoneOffset, -900, 900),
    userAgent: boundedText(facts.userAgent, maxUserAgentLength),
    language: boundedText(facts.language, maxLanguageLength),
  };
}
