import path from 'node:path';
import { pages, variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { buildTargets } from '../build/build-targets';
import { type MerchantHostsConfig, parseMerchantHosts, withMerchantHosts } from './merchant-hosts';

const paths = ['basic', 'nayax', 'aober/chicshes.html'];

describe('parseMerchantHosts', () => {
  it.each<[string | undefined, MerchantHostsConfig]>([
    [undefined, { all: [], byVariant: {} }],
    ['', { all: [], byVariant: {} }],
    [' ; ', { all: [], byVariant: {} }],
    ['*=pay.partner.example', { all: ['pay.partner.example'], byVariant: {} }],
    [
      'basic=shop.example,*.shop.example; nayax = a.example  b.example',
      {
        all: [],
        byVariant: { basic: ['shop.example', '*.shop.example'], nayax: ['a.example', 'b.example'] },
      },
    ],
    ['basic=a.example;basic=b.example', { all: [], byVariant: { basic: ['a.example', 'b.example'] } }],
    ['aober/chicshes.html=shop.example', { all: [], byVariant: { 'aober/chicshes.html': ['shop.example'] } }],
  ])('%j', (text, expected) => {
    expect(parseMerchantHosts(text, paths)).toEqual(expected);
  });

  it.each([
    ['shop.example', /no "variant="/],
    ['unknown=shop.example', /"unknown" is not a variant's registry path/],
    ['result=shop.example', /"result" is not a variant's registry path/],
    ['basic=https://shop.example', /"https:\/\/shop.example" is not a lower-case host name/],
    ['basic=shop.example:8443', /is not a lower-case host name/],
    ['basic=Shop.example', /is not a lower-case host name/],
    ['*=*', /"\*" is not a lower-case host name/],
  ])('refuses %j', (text, message) => {
    expect(() => parseMerchantHosts(text, paths)).toThrow(message);
  });
});

describe('withMerchantHosts', () => {
  const targets = buildTargets({ variants, pages }, { publicDir: path.join(process.cwd(), 'public') });
  const hostsOf = (config: MerchantHostsConfig) =>
    Object.fromEntries(
      withMerchantHosts(targets, config)
        .filter((target) => ['basic', 'nayax', 'result', 'error', 'sandbox'].includes(target.path))
        .map((target) => [target.path, target.runtime.settings.merchantHosts]),
    );

  it.each<[string, string, Record<string, string[] | undefined>]>([
    [
      'no list: nothing baked in anywhere',
      '',
      { basic: undefined, nayax: undefined, result: undefined, error: undefined, sandbox: undefined },
    ],
    [
      'one variant: its own list, the result page the same',
      'basic=shop.example',
      {
        basic: ['shop.example'],
        nayax: undefined,
        result: ['shop.example'],
        error: undefined,
        sandbox: undefined,
      },
    ],
    [
      "'*' and a variant's own: both for it, the union for the result page",
      '*=all.example; nayax=n.example,*.n.example',
      {
        basic: ['all.example'],
        nayax: ['all.example', 'n.example', '*.n.example'],
        result: ['all.example', 'n.example', '*.n.example'],
        error: undefined,
        sandbox: undefined,
      },
    ],
  ])('%s', (_name, text, expected) => {
    expect(
      hostsOf(
        parseMerchantHosts(
          text,
          variants.map((entry) => entry.path),
        ),
      ),
    ).toEqual(expected);
  });

  it("keeps a registry entry's own list and adds the variable's", () => {
    const [target] = withMerchantHosts(
      targets
        .filter((entry) => entry.path === 'basic')
        .map((entry) => ({
          ...entry,
          runtime: {
            ...entry.runtime,
            settings: { ...entry.runtime.settings, merchantHosts: ['own.example'] },
          },
        })),
      { all: ['all.example'], byVariant: { basic: ['own.example', 'b.example'] } },
    );
    expect(target?.runtime.settings.merchantHosts).toEqual(['all.example', 'own.example', 'b.example']);
  });

  it('leaves a target without a list untouched (no bytes in its bundle)', () => {
    const basic = targets.find((entry) => entry.path === 'basic');
    const [same] = withMerchantHosts(basic ? [basic] : [], { all: [], byVariant: {} });
    expect(same).toBe(basic);
    expect(JSON.stringify(same?.runtime)).not.toContain('merchantHosts');
  });
});
