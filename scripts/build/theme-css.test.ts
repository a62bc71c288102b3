import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';
import { themePropertyNames } from '@/core/theme-properties';
import { colourScheme, themeCss } from './theme-css';

const basic = themes['basic-theme'];
if (!basic) throw new Error('basic-theme is missing');

describe('themeCss', () => {
  it('declares every custom property of the contract, once', () => {
    const css = themeCss(basic);
    for (const name of themePropertyNames) expect(css.split(`${name}:`)).toHaveLength(2);
    expect(css).toMatch(/^:root:root\{--hpp-brand:#1f5fbf;/);
    expect(css).toContain('--hpp-font:system-ui, -apple-system');
  });

  it.each([
    ['eneba-theme', 'dark'],
    ['basic-theme', 'light'],
    ['xcoins-theme', 'dark'],
  ])('%s asks for %s form controls', (name, scheme) => {
    const theme = themes[name];
    if (!theme) throw new Error(`no ${name}`);
    expect(colourScheme(theme)).toBe(scheme);
    expect(themeCss(theme)).toContain(`color-scheme:${scheme}`);
  });

  it.each(['#fff;}body{display:none', 'red</style>', 'a\\b', 'x/*'])(
    'refuses a value that could escape: %s',
    (value) => {
      expect(() => themeCss({ ...basic, colours: { ...basic.colours, brand: value } })).toThrow(
        /not safe CSS/,
      );
    },
  );

  it.each(Object.keys(themes))('%s turns into CSS', (name) => {
    const theme = themes[name];
    if (!theme) throw new Error(`no ${name}`);
    expect(() => themeCss(theme)).not.toThrow();
  });
});
