import { describe, expect, it } from 'vitest';
import { cardSchemes } from '@/core/card-schemes';
import { luhn } from '@/core/luhn';
import { detectScheme } from '@/core/scheme-detection';
import { generateNumbers, runValidationBench } from './validation-bench';

describe('validation bench', () => {
  it('generates the same seeded mix every time', () => {
    expect(generateNumbers(500)).toEqual(generateNumbers(500));
  });

  it('mixes Luhn-valid numbers of every scheme with random digit strings of 12 to 19 digits', () => {
    const numbers = generateNumbers(5000);
    expect(numbers.every((number) => /^\d{12,19}$/.test(number))).toBe(true);
    const luhnShare = numbers.filter((number) => luhn(number)).length / numbers.length;
    expect(luhnShare).toBeGreaterThan(0.5);
    expect(luhnShare).toBeLessThan(0.6);
    const detected = new Set(numbers.map((number) => detectScheme(number)?.id));
    for (const scheme of cardSchemes) expect(detected.has(scheme.id), scheme.id).toBe(true);
  });

  it('returns one row per validator and their ratio', async () => {
    const rows = await runValidationBench(2000);
    expect(rows.map((row) => [row.name, row.unit])).toEqual([
      ['validateCardNumber', 'numbers/s'],
      ['card-validator number()', 'numbers/s'],
      ['validateCardNumber / card-validator', 'x'],
    ]);
    for (const row of rows) expect(row.value).toBeGreaterThan(0);
  });
});
