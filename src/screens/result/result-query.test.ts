import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, parseResultQuery, resultQueryLimits } from '@/screens/result/result-query';

describe('parseResultQuery', () => {
  it.each([
    ['approved', '?status=approved&reference=R-1', 'approved'],
    ['declined with markers', 'status=declined&z2=DECLINED&z3=No', 'declined'],
    ['cancelled', 'status=cancelled', 'cancelled'],
    ['pending', 'status=pending', 'pending'],
    ['status in capitals and padded', 'status=%20APPROVED%20', 'approved'],
    ['only FailURL markers', 'z2=-10&z3=Internal%20server%20error', 'failure'],
    ['only a message', 'z3=Something', 'failure'],
    ['unknown status with markers', 'status=weird&z2=-10', 'failure'],
    ['unknown status alone', 'status=weird', 'unknown'],
    ['empty query', '', 'unknown'],
    ['blank markers', 'z2=%20&z3=', 'unknown'],
  ])('%s gives %s', (_name, search, outcome) => {
    expect(parseResultQuery(search).outcome).toBe(outcome);
  });

  it('reads every field as plain text', () => {
    expect(
      parseResultQuery(
        '?status=declined&reference=PAY-42&z2=DECLINED&z3=The+issuer+declined.&method=paypal&BackURL=https%3A%2F%2Fshop.example%2Fcart',
      ),
    ).toEqual({
      outcome: 'declined',
      reference: 'PAY-42',
      failureCode: 'DECLINED',
      method: 'paypal',
      backUrl: 'https://shop.example/cart',
    });
  });

  it('keeps the first of repeated keys, like the page configuration', () => {
    expect(parseResultQuery('status=declined&status=approved').outcome).toBe('declined');
  });

  it.each([
    ['javascript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['//evil.example/', undefined],
    ['/relative/path', undefined],
    // Trimmed as the payment page trims its own BackURL (merchantUrl, one rule for merchant links).
    [' https://shop.example/ ', 'https://shop.example/'],
    [' java\tscript:alert(1)', undefined],
    ['https://shop.example/basket?x=1', 'https://shop.example/basket?x=1'],
    ['http://shop.example', 'http://shop.example/'],
  ])('BackURL %j becomes %j', (backUrl, expected) => {
    expect(parseResultQuery(`BackURL=${encodeURIComponent(backUrl)}`).backUrl).toBe(expected);
  });

  it.each([
    [undefined, 'https://evil.example/', 'https://evil.example/'],
    [['shop.example', '*.shop.example'], 'https://m.shop.example/cart', 'https://m.shop.example/cart'],
    [['shop.example', '*.shop.example'], 'https://evil.example/?to=shop.example', undefined],
    [['shop.example'], 'javascript://shop.example/%0aalert(1)', undefined],
  ])('with merchant hosts %j, BackURL %j becomes %j', (hosts, backUrl, expected) => {
    expect(parseResultQuery(`BackURL=${encodeURIComponent(backUrl)}`, hosts).backUrl).toBe(expected);
  });

  it('caps a long reference by code points', () => {
    const query = parseResultQuery(`reference=${'R'.repeat(500)}`);
    expect(query.reference).toHaveLength(resultQueryLimits.reference);
  });

  it.each<[string, string | undefined]>([
    ['-10', '-10'],
    ['DECLINED', 'DECLINED'],
    ['3DS_FAILED', '3DS_FAILED'],
    ['Call +1 555 0100 to complete your payment', undefined],
    ['<b>x</b>', undefined],
    ['paypal.com', undefined],
  ])('shows z2=%j as a code only when it looks like one: %j', (z2, code) => {
    const query = parseResultQuery(`z2=${encodeURIComponent(z2)}`);
    expect(query.failureCode).toBe(code);
    expect(query.outcome).toBe('failure');
  });

  it('never throws and always returns plain, capped text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 800 }), (search) => {
        const query = parseResultQuery(search);
        for (const value of [query.reference, query.failureCode, query.method]) {
          if (value === undefined) continue;
          // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting control characters are gone.
          expect(value).not.toMatch(/[\u0000-\u001f\u202a-\u202e]/);
          expect(Array.from(value).length).toBeLessThanOrEqual(resultQueryLimits.reference);
        }
        if (query.backUrl !== undefined) expect(query.backUrl).toMatch(/^https?:\/\//);
      }),
      { numRuns: 100 },
    );
  });
});

describe('cleanText', () => {
  it.each([
    [null, 10, undefined],
    ['   ', 10, undefined],
    ['a\u0000b\nc', 10, 'a b c'],
    ['\u202Eevil', 10, 'evil'],
    ['abcdefghijkl', 5, 'abcd…'],
    ['exact', 5, 'exact'],
  ])('%j (max %i) gives %j', (raw, max, expected) => {
    expect(cleanText(raw, max)).toBe(expected);
  });
});
