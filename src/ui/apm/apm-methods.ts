/**
 * The alternative payment methods this page has a logo for (public/assets/apm/<id>.svg) and the
 * brand name it shows for them. Merchants spell them freely ('MBWAY', 'mb-way', 'Apple Pay'), so
 * matching ignores case, spaces, dashes and underscores.
 */
export const knownApmMethods = {
  paypal: 'PayPal',
  klarna: 'Klarna',
  mbway: 'MB WAY',
  multibanco: 'Multibanco',
  ideal: 'iDEAL',
  blik: 'BLIK',
  trustly: 'Trustly',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  bancontact: 'Bancontact',
  sofort: 'Sofort',
  payshop: 'Payshop',
} as const;
export type KnownApmId = keyof typeof knownApmMethods;

/** Longer names are cut for display; the raw value is still what is sent. */
export const maxApmNameLength = 40;

export interface ApmMethod {
  /** Exactly as the merchant sent it: posted back as payment_method. */
  raw: string;
  /** The logo to show, when the method is known. */
  logo: KnownApmId | undefined;
  /** The name to show and announce (plain text, never markup). */
  displayName: string;
}

function knownId(raw: string): KnownApmId | undefined {
  const key = raw.toLowerCase().replace(/[\s_-]/g, '');
  return Object.hasOwn(knownApmMethods, key) ? (key as KnownApmId) : undefined;
}

/** Cuts by code point so an emoji or accented letter is never split in half. */
function capped(name: string): string {
  const chars = Array.from(name.trim());
  return chars.length <= maxApmNameLength
    ? chars.join('')
    : `${chars.slice(0, maxApmNameLength - 1).join('')}…`;
}

export function apmMethod(raw: string): ApmMethod {
  const logo = knownId(raw);
  return { raw, logo, displayName: logo ? knownApmMethods[logo] : capped(raw) };
}

export function apmLogoUrl(id: KnownApmId): string {
  return `${import.meta.env.BASE_URL}assets/apm/${id}.svg`;
}
