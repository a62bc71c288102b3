/**
 * Formats an amount in minor units (cents) for a locale and ISO 4217 currency with
 * Intl.NumberFormat. The currency's own number of decimals (JPY 0, EUR 2, BHD 3) decides the
 * scale, so 1234 JPY is ¥1,234 while 1234 EUR is €12.34. An unknown currency falls back to the
 * code beside a plain number rather than throwing.
 */
export function formatAmount(minorUnits: number, currency: string, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minorUnits / 10 ** decimals);
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${currency}`;
  }
}
