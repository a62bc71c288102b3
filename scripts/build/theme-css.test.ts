import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';
import { themePropertyNames } from '@/core/theme-properties';
import { colourScheme, colourSchemes, themeCss } from './theme-css';

const basic = themes['basic-theme'];
if (!basic) throw new Error('basic-theme is missing');

describe('themeCss', () => {
  it('declares every custom property of the contract, once', () => {
    // The first rule; the script-font rules after it re-declare the two fonts for their language.
    const [root] = themeCss(basic).split('\n');
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

  // Source of the font lists: src/core/script-fonts.ts. A page is in a language by <html lang>.
  it.each([
    ['basic-theme', 'he', '"Noto Sans Hebrew", "Arial Hebrew", "Segoe UI", "Arial"'],
    ['gett-theme', 'he', '"Noto Sans Hebrew", "Arial Hebrew", "Segoe UI", "Arial"'],
    [
      'basic-theme',
      'zh-Hans',
      '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei"',
    ],
  ])(
    '%s on a page in %s: its own font stack first, as given, then the script’s fonts',
    (name, tag, fonts) => {
      const theme = themes[name];
      if (!theme) throw new Error(`no ${name}`);
      const rule = themeCss(theme)
        .split('\n')
        .find((line) => line.startsWith(`:root:root:lang(${tag}){`));
      expect(rule).toBe(
        `:root:root:lang(${tag}){--hpp-font:${theme.font}, ${fonts};--hpp-heading-font:var(--hpp-font)}`,
      );
    },
  );

  it('gives a heading font of its own the script’s fonts too, and leaves Latin and Cyrillic pages alone', () => {
    const css = themeCss({ ...basic, font: 'Inter, sans-serif', headingFont: 'Charter, serif' });
    expect(css).toContain(
      ':root:root:lang(he){--hpp-font:Inter, sans-serif, "Noto Sans Hebrew", "Arial Hebrew", "Segoe UI", "Arial";--hpp-heading-font:Charter, serif, "Noto Sans Hebrew",',
    );
    expect(css.match(/:lang\(([\w-]+)\)/g)).toEqual([':lang(he)', ':lang(zh-Hans)']);
  });

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
