import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';
import { themePropertyNames } from '@/core/theme-properties';
import { colourScheme, colourSchemes, themeCss } from './theme-css';

const basic = themes['basic-theme'];
if (!basic) throw new Error('basic-theme is missing');

describe('themeCss', () => {
  it('declares every custom property of the contract, once', () => {
    const [root] = themeCss(basic).split('@media');
    for (const name of themePropertyNames) expect(root?.split(`${name}:`)).toHaveLength(2);
    expect(root).toMatch(/^:root:root\{--hpp-brand:#1f5fbf;/);
    expect(root).toContain('--hpp-font:system-ui, -apple-system');
  });

  it.each([
    ['eneba-theme', 'dark'],
    ['basic-theme', 'light'],
    ['xcoins-theme', 'dark'],
  ])('%s asks for %s form controls', (name, scheme) => {
    const theme = themes[name];
    if (!theme) throw new Error(`no ${name}`);
    expect(colourScheme(theme)).toBe(scheme);
    expect(colourSchemes(theme)).toContain(scheme);
  });

  it.each([
    ['auto', 'basic-theme', 'light dark', true],
    ['fixed light', 'basic-theme', 'light', false],
    ['fixed dark', 'basic-theme', 'dark', false],
    ['dark today, no setting', 'eneba-theme', 'dark', false],
  ] as const)(
    '%s (%s): <meta name="color-scheme"> %s, a prefers-color-scheme query: %s',
    (setting, name, schemes, query) => {
      const theme = themes[name];
      if (!theme) throw new Error(`no ${name}`);
      const colorScheme =
        setting === 'fixed light'
          ? ('light' as const)
          : setting === 'fixed dark'
            ? ('dark' as const)
            : undefined;
      const fixed = colorScheme ? { ...theme, colorScheme } : theme;
      expect(colourSchemes(fixed)).toBe(schemes);
      expect(themeCss(fixed).includes('@media (prefers-color-scheme:dark){:root:root{--hpp-brand:')).toBe(
        query,
      );
    },
  );

  it("writes the merchant's own dark colour over the derived one", () => {
    const css = themeCss({ ...basic, darkColours: { accent: '#9fd0ff' } });
    expect(css.split('@media')[1]).toContain('--hpp-accent:#9fd0ff');
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
