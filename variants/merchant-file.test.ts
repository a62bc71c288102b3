import { mergeMerchantFile } from '@variants/merchant-file';
import { pages, variants } from '@variants/registry';
import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';

const file = 'variants/merchants.json';
const base = { variants, pages, themes };
const fileMerchantTheme = {
  name: 'Acme',
  wordmark: 'ACME',
  wordmarkStyle: 'caps',
  headerStyle: 'bar',
  colours: {
    brand: '#1f5fbf',
    brandContrast: '#ffffff',
    accent: '#1a56b0',
    bg: '#f4f6f9',
    surface: '#ffffff',
    text: '#1b2430',
    muted: '#59636e',
    border: '#868e99',
    error: '#b3261e',
  },
  radius: '6px',
  font: 'system-ui, sans-serif',
  headingFont: 'Georgia, serif',
};
const fileMerchant = {
  path: 'file-merchant',
  screen: 'card-form',
  theme: 'file-merchant-theme',
  settings: { showAmount: true },
};

function problemsOf(data: unknown): string[] {
  const result = mergeMerchantFile(data, { file, base });
  return result.ok ? [] : result.problems;
}

describe('a merchants file', () => {
  it('adds its variants after the registry’s and its themes beside themes.ts', () => {
    const result = mergeMerchantFile(
      { themes: { 'file-merchant-theme': fileMerchantTheme }, variants: [fileMerchant] },
      { file, base },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.added).toBe(1);
    expect(result.registry.variants).toEqual([...variants, fileMerchant]);
    expect(result.registry.pages).toBe(pages);
    expect(result.registry.themes['file-merchant-theme']).toEqual(fileMerchantTheme);
    expect(Object.keys(result.registry.themes)).toHaveLength(Object.keys(themes).length + 1);
  });

  it('may use a theme of themes.ts and leave out themes', () => {
    expect(problemsOf({ variants: [{ path: 'plain', screen: 'card-form', theme: 'basic-theme' }] })).toEqual(
      [],
    );
  });

  it.each([
    ['an e-mail', 'mailto:access@acme.example', []],
    ['a web page', 'https://acme.example/accessibility', []],
    [
      'a page over plain http',
      'http://acme.example/accessibility',
      [
        `${file}: plain: settings.accessibilityContact: a mailto: address (mailto:access@shop.example) or an https:// URL, without spaces or a user name, received "http://acme.example/accessibility"`,
      ],
    ],
  ])('checks accessibilityContact as the registry does: %s', (_case, accessibilityContact, expected) => {
    expect(
      problemsOf({
        variants: [
          { path: 'plain', screen: 'card-form', theme: 'basic-theme', settings: { accessibilityContact } },
        ],
      }),
    ).toEqual(expected);
  });

  it.each([
    [
      'a mistyped setting',
      {
        themes: { 'file-merchant-theme': fileMerchantTheme },
        variants: [{ ...fileMerchant, settings: { shwoAmount: true } }],
      },
      [`${file}: file-merchant: settings.shwoAmount: unknown setting (did you mean showAmount?)`],
    ],
    [
      'a setting of the wrong type and an unknown theme',
      {
        variants: [
          {
            path: 'file-merchant',
            screen: 'card-form',
            theme: 'file-merchant-thme',
            settings: { showAmount: 'yes' },
          },
        ],
      },
      [
        `${file}: file-merchant: settings.showAmount: expected boolean, received "yes"`,
        `${file}: file-merchant: theme: unknown theme 'file-merchant-thme'`,
      ],
    ],
    [
      'a mistyped top-level field',
      { varaints: [fileMerchant] },
      [`${file}: variants: missing`, `${file}: varaints: unknown field (did you mean variants?)`],
    ],
    [
      'a path of variants/registry.ts, and one twice in the file',
      {
        variants: [
          { path: 'basic', screen: 'card-form', theme: 'basic-theme' },
          { path: 'twice', screen: 'card-form', theme: 'basic-theme' },
          { path: 'twice.html', screen: 'card-form', theme: 'basic-theme' },
        ],
      },
      [
        `${file}: twice.html: path: builds into the same folder as 'twice'`,
        `${file}: basic: path: already in variants/registry.ts`,
      ],
    ],
    [
      'a bad path',
      { variants: [{ path: '../etc', screen: 'card-form', theme: 'basic-theme' }] },
      [`${file}: ../etc: path: must not contain '..'`],
    ],
    [
      'a theme field mistyped, a colour that is not #rrggbb, a web font',
      {
        themes: {
          'file-merchant-theme': {
            ...fileMerchantTheme,
            wordmrk: 'ACME',
            colours: { ...fileMerchantTheme.colours, brnd: '#000000', error: 'red' },
            font: 'url(https://fonts.example/x.woff2), sans-serif',
          },
        },
        variants: [fileMerchant],
      },
      [
        `${file}: themes.file-merchant-theme.wordmrk: unknown field (did you mean wordmark?)`,
        `${file}: themes.file-merchant-theme.colours.error: a #rrggbb colour, received "red"`,
        `${file}: themes.file-merchant-theme.colours.brnd: unknown field (did you mean brand?)`,
        `${file}: themes.file-merchant-theme.font: a system font stack ending in a generic family (sans-serif, serif, monospace), no web fonts, received "url(https://fonts.example/x.woff2), sans-serif"`,
      ],
    ],
    [
      'a theme whose muted text is too faint (WCAG AA)',
      {
        themes: {
          'file-merchant-theme': {
            ...fileMerchantTheme,
            colours: { ...fileMerchantTheme.colours, muted: '#aaaaaa' },
          },
        },
        variants: [fileMerchant],
      },
      [
        `${file}: themes.file-merchant-theme.colours (light): muted text on bg: muted #aaaaaa on bg #f4f6f9 is 2.15:1, WCAG AA needs 4.5:1`,
        `${file}: themes.file-merchant-theme.colours (light): muted text on surface: muted #aaaaaa on surface #ffffff is 2.32:1, WCAG AA needs 4.5:1`,
      ],
    ],
    [
      'a theme of themes.ts redefined',
      { themes: { 'basic-theme': fileMerchantTheme }, variants: [] },
      [`${file}: themes.basic-theme: already defined in variants/themes.ts`],
    ],
  ])('names the file, the entry and the field: %s', (_what, data, expected) => {
    expect(problemsOf(data).sort()).toEqual([...expected].sort());
  });
});
