import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Hebrew is first-class on EL AL: the page mirrors through <html dir>, which only works if the
// stylesheet never names a physical side. This reads the stylesheet the screen ships.
const css = readFileSync(resolve(process.cwd(), 'src/screens/elal/elal.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);
const declarations = css.match(/[a-z-]+\s*:[^;{}]+/g) ?? [];

describe('elal.css', () => {
  it('has declarations to check', () => {
    expect(declarations.length).toBeGreaterThan(20);
  });

  it.each([
    [
      'physical property names',
      /^(margin|padding|border)-(left|right)|^(left|right)\s*:|^(border-(top|bottom)-(left|right)-radius)/,
    ],
    ['physical values', /^(text-align|float|clear)\s*:\s*(left|right)/],
  ])('uses no %s', (_name, pattern) => {
    const physical = declarations
      .map((declaration) => declaration.trim())
      .filter((declaration) => pattern.test(declaration));
    expect(physical).toEqual([]);
  });
});
