import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerLayouts } from '@/core/header-layouts';

const folder = resolve(process.cwd(), 'src/ui/layout/header-layouts');
const everyLayout = readFileSync(resolve(folder, 'every-header-layout.ts'), 'utf8');

// The result page draws whichever layout the payment page named: a layout on the list without its
// rules, or with rules the result page does not carry, would show the plain bar under its name.
describe('the header layouts', () => {
  it.each(headerLayouts)('%s: its rules in a CSS file of its name, carried by the result page', (layout) => {
    const file = resolve(folder, `${layout}.css`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain(`.page__header--${layout} {`);
    expect(everyLayout).toContain(`import './${layout}.css';`);
  });
});
