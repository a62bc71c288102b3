import { describe, expect, it } from 'vitest';
import { countryAlpha3Codes } from '@/core/country-alpha3-codes';
import { countryCodes } from '@/core/country-codes';

const names = new Intl.DisplayNames(['en'], { type: 'region' });

describe('the ISO 3166-1 alpha-3 table', () => {
  it('holds the 249 officially assigned codes, each an alpha-3 code with its alpha-2 code', () => {
    expect(countryAlpha3Codes.size).toBe(249);
    for (const [alpha3, alpha2] of countryAlpha3Codes) {
      expect(alpha3).toMatch(/^[A-Z]{3}$/);
      expect(alpha2).toMatch(/^[A-Z]{2}$/);
    }
    expect(new Set(countryAlpha3Codes.values()).size).toBe(249);
  });

  it.each([
    ['PRT', 'PT'],
    ['GBR', 'GB'],
    ['DEU', 'DE'],
    ['CHE', 'CH'],
    ['UKR', 'UA'],
    ['KOR', 'KR'],
    ['PRK', 'KP'],
    ['COM', 'KM'],
    ['ALA', 'AX'],
    ['MYT', 'YT'],
    ['SRB', 'RS'],
  ])('maps %s to %s', (alpha3, alpha2) => {
    expect(countryAlpha3Codes.get(alpha3)).toBe(alpha2);
  });

  it('covers every country the billing address offers', () => {
    const alpha2 = new Set(countryAlpha3Codes.values());
    expect(countryCodes.filter((code) => !alpha2.has(code))).toEqual([]);
  });

  it('gives Intl.DisplayNames an alpha-2 code it can name for every country', () => {
    const unnamed = [...countryAlpha3Codes].filter(([, alpha2]) => (names.of(alpha2) ?? alpha2) === alpha2);
    expect(unnamed).toEqual([]);
    expect(names.of(countryAlpha3Codes.get('PRT') ?? '')).toBe('Portugal');
  });
});
