import { describe, expect, it } from 'vitest';
import { features } from '@/features/catalogue';
import { purposeOf } from './evidence-pack';

describe('why a file is in the page', () => {
  it.each<[string, Parameters<typeof purposeOf>[0], string]>([
    ['the entry', { url: '/basic/assets/index-DOR-GIPX.js', role: 'entry' }, 'page start-up'],
    [
      'the first stylesheet',
      { url: '/basic/assets/index-D_fiM4-d.css', role: 'inlined-stylesheet' },
      'page styles',
    ],
    [
      'the English fallback',
      { url: '/basic/assets/_en-B0-kouFm.js', role: 'lazy-chunk' },
      'bundled English texts',
    ],
    [
      'a feature that carries another',
      { url: '/basic/assets/field-logic-CKeKI2WI.js', role: 'lazy-chunk' },
      'field-logic + form-feedback',
    ],
    ['a chunk with a dash in its hash', { url: '/basic/assets/apm-B_1HmUtK.js', role: 'lazy-chunk' }, 'apm'],
    ['a chunk no feature names', { url: '/basic/assets/mystery-AbCd1234.js', role: 'lazy-chunk' }, 'unknown'],
  ])('%s', (_name, entry, feature) => {
    expect(purposeOf(entry).feature).toBe(feature);
  });

  it.each(Object.keys(features).filter((name) => !('chunk' in features[name as keyof typeof features])))(
    'the %s chunk says when it loads, from the catalogue',
    (name) => {
      const purpose = purposeOf({ url: `/basic/assets/${name}-AbCd1234.js`, role: 'lazy-chunk' });
      expect(purpose.why).toContain(features[name as keyof typeof features].when);
    },
  );
});
