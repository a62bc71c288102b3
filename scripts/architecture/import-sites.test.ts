import { describe, expect, it } from 'vitest';
import { importsOf, type Taken } from './import-sites';

describe('importsOf', () => {
  it('tells static, type-only and dynamic imports apart', () => {
    const text = [
      "import { a } from '@/x';",
      "import type { B } from '@/y';",
      "export { c } from '@/z';",
      "export type { D } from '@/w';",
      "const load = () => import('@/v');",
      "type T = typeof import('@/u');",
    ].join('\n');
    expect(importsOf('f.ts', text).map(({ specifier, kind }) => [specifier, kind])).toEqual([
      ['@/x', 'static'],
      ['@/y', 'type'],
      ['@/z', 'static'],
      ['@/w', 'type'],
      ['@/v', 'dynamic'],
      ['@/u', 'type'],
    ]);
  });

  it.each<[string, Taken]>([
    ["import './side-effect.css';", { names: [], namespace: false }],
    ["import shop from '@/x';", { names: ['default'], namespace: false }],
    ["import { a, b as c } from '@/x';", { names: ['a', 'b'], namespace: false }],
    ["import shop, { a } from '@/x';", { names: ['default', 'a'], namespace: false }],
    ["import * as x from '@/x';", { names: [], namespace: true }],
    ["import type { T } from '@/x';", { names: ['T'], namespace: false }],
    ["export { a as b } from '@/x';", { names: ['a'], namespace: false }],
    ["export * from '@/x';", 'everything'],
    ["export * as x from '@/x';", 'everything'],
    ["const x = () => import('@/x');", 'everything'],
    ["type X = typeof import('@/x');", 'everything'],
  ])('%s takes %j', (text, taken) => {
    expect(importsOf('f.ts', text).map((site) => site.takes)).toEqual([taken]);
  });
});
