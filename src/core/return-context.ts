import { type HeaderLayout, toHeaderLayout } from '@/core/header-layouts';
import { pageConfigLimits } from '@/core/page-config';
import { toSafeNavigationUrl } from '@/core/safe-url';
import { isFontStackProperty, type ThemePropertyName, themePropertyNames } from '@/core/theme-properties';
import { maxRequestTargetBytes } from '@/core/url-limit';
import { type WordmarkStyle, wordmarkStyles } from '@/core/wordmark-styles';

/** How a theme draws its header (variants/themes.ts): the result page draws the same. */
export const headerStyles = ['bar', 'plain', 'centered'] as const;
export type HeaderStyle = (typeof headerStyles)[number];

/** The logo the payment page's header showed (a theme's `logo`, a file of that page's bundle). */
export interface ReturnContextLogo {
  src: string;
  darkSchemeSrc?: string;
  alt: string;
}

/**
 * What a payment page leaves behind in sessionStorage (its own origin, its own tab) when the
 * shopper leaves it to pay, so the result page can show the merchant's name, look and amount and
 * lead back to a fresh attempt. It travels in storage, never in the result page's query: anyone
 * can write a query, so a query-borne name or colour would let a stranger dress our result page
 * on our domain as any merchant (phishing). Only a page of ours, in the shopper's own tab, writes
 * storage on our origin. Never card data: nothing here comes from the card form.
 */
export interface ReturnContext {
  /** The payment page's variant path, e.g. 'basic' or 'aober/chicshes.html'. */
  variantPath: string;
  /** merchantName as the merchant sent it, else the variant's brand name. */
  merchantName: string | undefined;
  /** The mark the payment page's header showed (state/header-wordmark.ts): the result page's header. */
  wordmark: string | undefined;
  /** How that header set it (core/wordmark-styles.ts). */
  wordmarkStyle: WordmarkStyle | undefined;
  /** The layout of that header, where the payment page was a screen of its own (core/header-layouts.ts). */
  headerLayout: HeaderLayout | undefined;
  /** The theme's header style on that page (a plain header is a white panel, not the brand bar). */
  headerStyle: HeaderStyle | undefined;
  /**
   * The logo that header showed in the mark's place: only ever a logo file of the payment page's
   * own bundle (`/<variant>/assets/logo-<hash>.<svg|png|webp>`, same origin, so the result page's
   * img-src 'self' covers it), else dropped and the text mark shown.
   */
  logo: ReturnContextLogo | undefined;
  /** Minor units and ISO 4217 code, when the page had loaded them. */
  amount: { minorUnits: number; currency: string } | undefined;
  language: string | undefined;
  /** BackURL, only when it is an absolute http(s) URL. */
  backUrl: string | undefined;
  /**
   * The address to try again from (same origin as the reader; fresh-attempt.ts tryAgainAddress:
   * no full card number). The result page removes it from storage as soon as it has read it,
   * so it never outlives the one page that offers "Try again".
   */
  pageUrl: string | undefined;
  uniqueRequestId: string;
  /** The --hpp-* custom properties as the payment page had them (strict values only). */
  theme: Partial<Record<ThemePropertyName, string>>;
  /**
   * What the payment page's dark palette changes, when the page followed the shopper's colour
   * scheme (empty when it showed one): the result page follows the scheme with it too.
   */
  darkTheme: Partial<Record<ThemePropertyName, string>>;
  colourScheme: 'light' | 'dark' | undefined;
  /** When the page wrote it (ms since the epoch). */
  savedAt: number;
  /** The outcome the result page showed for this attempt. */
  outcome: string | undefined;
  /**
   * The landing the result page showed for this attempt (landingKey: outcome and reference), or
   * undefined while the payment is still on its way there. Only a landing this attempt led to
   * states an outcome: any other address of the result page, a forged one included, is neutral.
   */
  landing: string | undefined;
  /**
   * The payment page paid again under a uniqueRequestID whose outcome the result page had already
   * shown (the shopper went Back and paid again): the gateway replays that outcome, and the result
   * page says so instead of showing the same decline with no word why.
   */
  repeatedAttempt: boolean;
  /**
   * The page gave up waiting for the gateway's answer (every re-send lost): the payment may have
   * gone through, so the result page must not offer to pay again.
   */
  outcomeUnknown: boolean;
  /**
   * The attempt left for the failure URL (a failure the page reported itself, usually on the
   * merchant's origin): only a failure landing can be its own. Without this, a page that failure
   * led to could send the same tab on to `/result/?status=approved&reference=…` within the hour and
   * our domain would state a success under the merchant's name.
   */
  leftForFailure: boolean;
}

/** What a gateway lands the shopper with (docs/gateway-api.md, "Landing page"). */
export const landingStatuses = ['approved', 'declined', 'cancelled', 'pending'] as const;
export type LandingStatus = (typeof landingStatuses)[number];

export { returnContextStorageKey } from '@/core/return-context-key';

/** An older context belongs to another visit: the result page ignores it. */
export const returnContextMaxAgeMs = 60 * 60 * 1000;

export const returnContextLimits = {
  variantPath: 100,
  name: 200,
  language: pageConfigLimits.language,
  url: pageConfigLimits.url,
  // The payment page's own address can carry a saved-card list as long as any link may be.
  pageUrl: maxRequestTargetBytes + 300,
  uniqueRequestId: pageConfigLimits.identifier,
  outcome: 16,
  // An outcome (16), a space and a reference (64 code points, some of them two UTF-16 units).
  landing: 160,
  cssValue: 300,
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const controlOrBidi = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * What each theme value may look like. No parentheses anywhere, so no url(), no var() and no
 * expression can ride in; no ';', braces or backslashes, so nothing can end the declaration.
 */
const colourPattern = /^#[0-9a-fA-F]{3,8}$/;
const lengthPattern = /^\d{1,3}(\.\d{1,3})?(px|rem|em|%)$/;
const fontPattern = /^[A-Za-z0-9 ,"'-]+$/;

function cssPatternFor(name: ThemePropertyName): RegExp {
  if (name === '--hpp-radius') return lengthPattern;
  if (isFontStackProperty(name)) return fontPattern;
  return colourPattern;
}

/** A theme value as the page may apply it, or undefined. */
export function safeThemeValue(name: ThemePropertyName, raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (value === '' || value.length > returnContextLimits.cssValue) return undefined;
  return cssPatternFor(name).test(value) ? value : undefined;
}

/** A plain single-line text up to `max` characters, or undefined. */
function plainText(raw: unknown, max: number): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (value === '' || value.length > max || controlOrBidi.test(value)) return undefined;
  return value;
}

function readTheme(raw: unknown): ReturnContext['theme'] {
  const theme: ReturnContext['theme'] = {};
  if (typeof raw !== 'object' || raw === null) return theme;
  for (const name of themePropertyNames) {
    const value = Object.hasOwn(raw, name)
      ? safeThemeValue(name, (raw as Record<string, unknown>)[name])
      : undefined;
    if (value !== undefined) theme[name] = value;
  }
  return theme;
}

/**
 * A logo file of the bundle at `variantPath` as the build names it (scripts/build/brand-logo-files.ts:
 * `/<variant key>/assets/logo-<8 hex>.<ext>`), or undefined: storage anyone on our origin could have
 * written must not make our result page load another site's image, or another merchant's logo.
 */
function bundleLogoPath(raw: unknown, variantPath: string): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const bundle = `/${variantPath.endsWith('.html') ? variantPath.slice(0, -'.html'.length) : variantPath}/`;
  if (!raw.startsWith(bundle)) return undefined;
  return /^assets\/logo-[0-9a-f]{8}\.(svg|png|webp)$/.test(raw.slice(bundle.length)) ? raw : undefined;
}

function readLogo(raw: unknown, variantPath: string): ReturnContext['logo'] {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const entry = raw as Record<string, unknown>;
  const src = bundleLogoPath(entry.src, variantPath);
  const alt = plainText(entry.alt, returnContextLimits.name);
  if (src === undefined || alt === undefined) return undefined;
  if (entry.darkSchemeSrc === undefined) return { src, alt };
  // A dark-scheme file that does not pass drops the logo: the light one alone may not read on a dark header.
  const darkSchemeSrc = bundleLogoPath(entry.darkSchemeSrc, variantPath);
  return darkSchemeSrc === undefined ? undefined : { src, darkSchemeSrc, alt };
}

function readAmount(raw: unknown): ReturnContext['amount'] {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { minorUnits, currency } = raw as Record<string, unknown>;
  if (typeof minorUnits !== 'number' || !Number.isSafeInteger(minorUnits) || minorUnits < 0) return undefined;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return undefined;
  return { minorUnits, currency };
}

/** An http(s) URL on `origin`, or undefined: "Try again" never leaves our own site. */
function sameOriginUrl(raw: unknown, origin: string): string | undefined {
  if (typeof raw !== 'string' || raw.length > returnContextLimits.pageUrl) return undefined;
  const safe = toSafeNavigationUrl(raw);
  return safe !== undefined && new URL(safe).origin === origin ? safe : undefined;
}

/**
 * Reads a stored context. Anything malformed, too old, from the future, or whose page address
 * is not on `origin` gives undefined; a single bad optional field is dropped, not the whole
 * context. Never throws.
 */
export function parseReturnContext(
  stored: string | null,
  now: number,
  origin: string,
): ReturnContext | undefined {
  if (stored === null || stored.length > 16_384) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const entry = raw as Record<string, unknown>;
  const savedAt = entry.savedAt;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return undefined;
  // A minute of clock skew between tabs is fine; more means the entry is not ours to trust.
  if (now - savedAt > returnContextMaxAgeMs || savedAt - now > 60_000) return undefined;
  const variantPath = typeof entry.variantPath === 'string' ? entry.variantPath : '';
  if (!/^[a-z0-9_./-]{1,100}$/i.test(variantPath) || variantPath.includes('..')) return undefined;
  // Absent once the result page has read it; present but not ours, the entry is not to be trusted.
  const pageUrl = entry.pageUrl === undefined ? undefined : sameOriginUrl(entry.pageUrl, origin);
  if (entry.pageUrl !== undefined && pageUrl === undefined) return undefined;
  const uniqueRequestId = plainText(entry.uniqueRequestId, returnContextLimits.uniqueRequestId);
  if (uniqueRequestId === undefined) return undefined;
  const backUrl = typeof entry.backUrl === 'string' ? toSafeNavigationUrl(entry.backUrl) : undefined;
  return {
    variantPath,
    merchantName: plainText(entry.merchantName, returnContextLimits.name),
    wordmark: plainText(entry.wordmark, returnContextLimits.name),
    wordmarkStyle: wordmarkStyles.find((style) => style === entry.wordmarkStyle),
    headerLayout: toHeaderLayout(entry.headerLayout),
    headerStyle: headerStyles.find((style) => style === entry.headerStyle),
    logo: readLogo(entry.logo, variantPath),
    amount: readAmount(entry.amount),
    language: plainText(entry.language, returnContextLimits.language),
    backUrl: backUrl !== undefined && backUrl.length <= returnContextLimits.url ? backUrl : undefined,
    pageUrl,
    uniqueRequestId,
    theme: readTheme(entry.theme),
    darkTheme: readTheme(entry.darkTheme),
    colourScheme:
      entry.colourScheme === 'light' || entry.colourScheme === 'dark' ? entry.colourScheme : undefined,
    savedAt,
    outcome: plainText(entry.outcome, returnContextLimits.outcome),
    landing:
      typeof entry.landing === 'string' ? entry.landing.slice(0, returnContextLimits.landing) : undefined,
    repeatedAttempt: entry.repeatedAttempt === true,
    outcomeUnknown: entry.outcomeUnknown === true,
    leftForFailure: entry.leftForFailure === true,
  };
}

/**
 * What names one landing on the result page: the outcome it states and the gateway's reference.
 * A reload of that page names the same landing; a link with another status or reference does not.
 */
export function landingKey(outcome: string, reference: string | undefined): string {
  return `${outcome} ${reference ?? ''}`;
}

/**
 * Whether the payment this context was written for led to the landing of `outcome` and
 * `reference`: this is the landing it reached (a reload), or it is still on its way to the result
 * page (no landing yet) and the landing is one it can reach (after leaving for the failure URL, a
 * failure only). Anyone can write a result page address, so only this tab's own payment may make
 * it state an outcome.
 */
export function contextLedToLanding(
  context: ReturnContext,
  outcome: string,
  reference: string | undefined,
): boolean {
  if (context.landing !== undefined) return context.landing === landingKey(outcome, reference);
  return !context.leftForFailure || outcome === 'failure';
}

/** The stored form: undefined fields are simply left out. */
export function serialiseReturnContext(context: ReturnContext): string {
  return JSON.stringify(context);
}
