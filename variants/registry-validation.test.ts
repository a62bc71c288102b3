import { pages, variants } from '@variants/registry';
import { pathProblems, validateRegistry, variantKey } from '@variants/registry-validation';
import { themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';

const validate = (entries: readonly unknown[], extraPages: readonly unknown[] = pages) =>
  validateRegistry({ variants: entries, pages: extraPages, themeNames: Object.keys(themes) });

describe('registry validation', () => {
  it('reports every problem of a registry full of typos at once, naming variant and field', () => {
    const problems = validate([
      ...variants,
      { path: 'typo_shop', screen: 'card-form', theme: 'basic-theme', settings: { shwoAmount: true } },
      {
        path: 'wrong_types',
        screen: 'card-form',
        theme: 'basic-theme',
        settings: { showAmount: 'yes', language: 'xx' },
      },
      { path: 'bad_theme', screen: 'card-from', theme: 'eupago-thme' },
      { path: 'basic', screen: 'card-form', theme: 'basic-theme' },
      { path: '../etc', screen: 'card-form', theme: 'basic-theme' },
      { path: 'extra', screen: 'card-form', theme: 'basic-theme', colour: 'red' },
      { path: 'theme_in_settings', screen: 'card-form', theme: 'basic-theme', settings: { theme: 'x' } },
      {
        path: 'undefined_value',
        screen: 'card-form',
        theme: 'basic-theme',
        settings: { showAmount: undefined },
      },
      {
        path: 'ops',
        screen: 'card-form',
        theme: 'basic-theme',
        settings: { authorizeOperations: [2, 'twelve'] },
      },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'typo_shop: settings.shwoAmount: unknown setting (did you mean showAmount?)',
        'wrong_types: settings.showAmount: expected boolean, received "yes"',
        expect.stringMatching(/^wrong_types: settings\.language: expected .*"he".*, received "xx"$/),
        'bad_theme: screen: unknown screen "card-from" (did you mean card-form?): every screen is a row of variants/screens.ts',
        "bad_theme: theme: unknown theme 'eupago-thme' (did you mean eupago-theme?)",
        'basic: path: duplicate path',
        "../etc: path: must not contain '..'",
        'extra: colour: unknown field',
        "theme_in_settings: settings.theme: set the entry's theme field instead",
        'undefined_value: settings.showAmount: no value (leave it out to keep the default)',
        'ops: settings.authorizeOperations.1: expected number, received "twelve"',
      ]),
    );
    expect(problems).toHaveLength(11);
  });

  it.each([
    [['shop.example', '*.shop.example'], []],
    [[], []],
    [
      ['https://shop.example'],
      [
        'hosts: settings.merchantHosts.0: a lower-case host name, or *. and a host name (no scheme, port or path), received "https://shop.example"',
      ],
    ],
    [
      ['shop.example', 'Shop.Example:443'],
      [
        'hosts: settings.merchantHosts.1: a lower-case host name, or *. and a host name (no scheme, port or path), received "Shop.Example:443"',
      ],
    ],
    [[''], [expect.stringMatching(/^hosts: settings\.merchantHosts\.0: a lower-case host name/)]],
  ])('checks every merchantHosts entry: %j', (merchantHosts, expected) => {
    expect(
      validate([{ path: 'hosts', screen: 'card-form', theme: 'basic-theme', settings: { merchantHosts } }]),
    ).toEqual(expected);
  });

  it.each([
    ['an e-mail address', { accessibilityContact: 'mailto:access@shop.example' }, []],
    ['a web page', { accessibilityContact: 'https://shop.example/accessibility' }, []],
    [
      'plain http',
      { accessibilityContact: 'http://shop.example/accessibility' },
      [
        'contact: settings.accessibilityContact: a mailto: address (mailto:access@shop.example) or an https:// URL, without spaces or a user name, received "http://shop.example/accessibility"',
      ],
    ],
    [
      'javascript:',
      { accessibilityContact: 'javascript:alert(1)' },
      [
        expect.stringMatching(
          /^contact: settings\.accessibilityContact: a mailto: address .*, received "javascript:alert\(1\)"$/,
        ),
      ],
    ],
    [
      'not a string',
      { accessibilityContact: true },
      ['contact: settings.accessibilityContact: expected string, received true'],
    ],
    [
      'a misspelt name',
      { accesibilityContact: 'mailto:access@shop.example' },
      ['contact: settings.accesibilityContact: unknown setting (did you mean accessibilityContact?)'],
    ],
  ])('checks accessibilityContact: %s', (_case, settings, expected) => {
    expect(validate([{ path: 'contact', screen: 'card-form', theme: 'basic-theme', settings }])).toEqual(
      expected,
    );
  });

  it('accepts the real registry', () => {
    expect(validate([...variants])).toEqual([]);
  });

  it('treats "x" and "x.html" as the same bundle', () => {
    expect(
      validate([
        { path: 'shop', screen: 'card-form', theme: 'basic-theme' },
        { path: 'shop.html', screen: 'card-form', theme: 'basic-theme' },
      ]),
    ).toEqual(["shop.html: path: builds into the same folder as 'shop'"]);
  });

  it('names an entry without a path by its position', () => {
    expect(validate([{ screen: 'card-form', theme: 'basic-theme' }], [])).toEqual([
      'variants[0]: path: missing',
    ]);
  });

  it.each([
    ['basic', []],
    ['aober/chicshes.html', []],
    ['salesforce/templates/mobile', []],
    ['/basic', ["must not start with '/'"]],
    ['a/../b', ["must not contain '..'"]],
    ['Basic', ["only a-z, 0-9, '_', '-', '.' in '/'-separated segments, no empty segment or trailing '/'"]],
    ['a//b', ["only a-z, 0-9, '_', '-', '.' in '/'-separated segments, no empty segment or trailing '/'"]],
    ['basic/', ["only a-z, 0-9, '_', '-', '.' in '/'-separated segments, no empty segment or trailing '/'"]],
    ['a b', ["only a-z, 0-9, '_', '-', '.' in '/'-separated segments, no empty segment or trailing '/'"]],
    ['shop/assets', ["'assets' is reserved for each bundle's files"]],
    ['a/./b', ["must not contain a '.' segment"]],
    ['x.html/y', ["only the last segment may end with '.html'"]],
    ['configuration', ["'configuration' is reserved for the deployment"]],
    ['gateway/x', ["'gateway' is reserved for the deployment"]],
    ['_releases/basic', ["'_releases' is reserved for the deployment"]],
  ])('path %j → %j', (path, expected) => {
    expect(pathProblems(path)).toEqual(expected);
  });

  it.each([
    ['basic', 'basic'],
    ['aober/chicshes.html', 'aober/chicshes'],
    ['health.html', 'health'],
  ])('the bundle key of %s is %s', (path, key) => {
    expect(variantKey(path)).toBe(key);
  });
});
