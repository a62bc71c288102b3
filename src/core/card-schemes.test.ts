import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardSchemes, maxCardNumberLength } from '@/core/card-schemes';
import { longestSecurityCode } from '@/core/security-code-length';

describe('cardSchemes', () => {
  it('lists the schemes in the order of the spec table (detection depends on it)', () => {
    expect(cardSchemes.map((scheme) => scheme.id)).toEqual([
      'maestro',
      'forbrugsforeningen',
      'dankort',
      'visa',
      'mastercard',
      'amex',
      'diners',
      'discover',
      'unionpay',
      'jcb',
      'uatp',
    ]);
  });

  it.each<[string, string[], number[], number[], boolean]>([
    ['maestro', ['5018', '502', '503', '506', '56', '58', '6220', '63', '67'], [12, 19], [3], true],
    ['forbrugsforeningen', ['600'], [16], [3], true],
    ['dankort', ['5019'], [16], [3], true],
    ['visa', ['4'], [13, 16], [3], true],
    ['mastercard', ['51-55', '22-27'], [16], [3], true],
    ['amex', ['34', '37'], [15], [3, 4], true],
    ['diners', ['30', '36', '38', '39'], [14], [3], true],
    ['discover', ['60', '64', '65', '622'], [16], [3], true],
    ['unionpay', ['62', '88'], [16, 19], [3], false],
    ['jcb', ['35'], [16], [3], true],
    ['uatp', ['1'], [15], [3], true],
  ])(
    '%s has the prefixes, length range, code lengths and checksum of the spec',
    (id, prefixes, [min, max], codes, checksum) => {
      const scheme = cardSchemes.find((candidate) => candidate.id === id);
      expect(scheme?.prefixes).toEqual(prefixes);
      expect(scheme?.lengths[0]).toBe(min);
      expect(scheme?.lengths.at(-1)).toBe(max ?? min);
      expect(scheme?.securityCodeLengths).toEqual(codes);
      expect(scheme?.checksum).toBe(checksum);
    },
  );

  it("has no security code longer than the card form's field takes before the scheme is known", () => {
    const longest = Math.max(...cardSchemes.flatMap((scheme) => scheme.securityCodeLengths));
    expect(longest).toBe(longestSecurityCode);
  });

  it.each([
    ['amex', [4, 6, 5]],
    ['diners', [4, 6, 4]],
    ['uatp', [4, 5, 6]],
    ['visa', [4, 4, 4, 4, 3]],
  ])('%s display mask groups digits as %j', (id, groups) => {
    expect(cardSchemes.find((scheme) => scheme.id === id)?.groups).toEqual(groups);
  });

  it.each(cardSchemes.map((scheme) => [scheme.id, scheme] as const))(
    '%s: lengths ascending, within 19, covered by its display mask',
    (_, scheme) => {
      expect([...scheme.lengths].sort((a, b) => a - b)).toEqual(scheme.lengths);
      expect(Math.max(...scheme.lengths)).toBeLessThanOrEqual(maxCardNumberLength);
      expect(scheme.groups.reduce((sum, size) => sum + size, 0)).toBeGreaterThanOrEqual(
        Math.max(...scheme.lengths),
      );
    },
  );

  it('has a display name for every scheme in the English translations', () => {
    const en = JSON.parse(readFileSync(resolve(process.cwd(), 'public/assets/i18n/en.json'), 'utf8'));
    for (const scheme of cardSchemes)
      expect(en.card.schemes[scheme.id], scheme.id).toEqual(expect.any(String));
  });
});
