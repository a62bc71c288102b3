import { describe, expect, it } from 'vitest';
import { apmMethod, knownApmMethods, maxApmNameLength } from '@/ui/apm/apm-methods';

describe('apmMethod', () => {
  it.each([
    ['PayPal', 'paypal', 'PayPal'],
    ['PAYPAL', 'paypal', 'PayPal'],
    ['MBWAY', 'mbway', 'MB WAY'],
    ['mb-way', 'mbway', 'MB WAY'],
    ['MB_WAY', 'mbway', 'MB WAY'],
    ['MULTIBANCO', 'multibanco', 'Multibanco'],
    ['Apple Pay', 'applepay', 'Apple Pay'],
    ['google_pay', 'googlepay', 'Google Pay'],
    ['iDeal', 'ideal', 'iDEAL'],
    ['BLIK', 'blik', 'BLIK'],
    ['Klarna', 'klarna', 'Klarna'],
    ['trustly', 'trustly', 'Trustly'],
    ['BANCONTACT', 'bancontact', 'Bancontact'],
    ['Sofort', 'sofort', 'Sofort'],
    ['PAYSHOP', 'payshop', 'Payshop'],
    ['Pay Pal Credit', undefined, 'Pay Pal Credit'],
    ['constructor', undefined, 'constructor'],
    ['__proto__', undefined, '__proto__'],
    ['<img src=x onerror=alert(1)>', undefined, '<img src=x onerror=alert(1)>'],
  ])('%j → logo %j, shown as %j', (raw, logo, displayName) => {
    expect(apmMethod(raw)).toEqual({ raw, logo, displayName });
  });

  it('has a logo file name for every known method', () => {
    expect(Object.keys(knownApmMethods)).toHaveLength(12);
  });

  it.each([
    ['a'.repeat(maxApmNameLength), 'a'.repeat(maxApmNameLength)],
    ['a'.repeat(maxApmNameLength + 1), `${'a'.repeat(maxApmNameLength - 1)}…`],
    ['😀'.repeat(41), `${'😀'.repeat(39)}…`],
  ])('caps the shown name at 40 characters (%#) but keeps the raw value', (raw, displayName) => {
    const method = apmMethod(raw);
    expect(method.displayName).toBe(displayName);
    expect(Array.from(method.displayName).length).toBeLessThanOrEqual(maxApmNameLength);
    expect(method.raw).toBe(raw);
  });
});
