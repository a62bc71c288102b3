import { describe, expect, it } from 'vitest';
import { cardSchemes } from '@/core/card-schemes';
import { savedCardLogoIds, schemeLogoIds } from '@/core/scheme-logos';

describe('scheme logos against the scheme table', () => {
  it('has one logo per scheme of the table, and the generic card', () => {
    const schemeIds = cardSchemes.map((scheme) => scheme.id as string);
    expect([...schemeLogoIds].sort()).toEqual([...schemeIds, 'default'].sort());
  });

  it.each(savedCardLogoIds)('a saved card may show %s, a shipped logo', (id) => {
    expect(schemeLogoIds).toContain(id);
  });
});
