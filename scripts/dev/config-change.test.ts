import path from 'node:path';
import { pages, variants } from '@variants/registry';
import { type Theme, themes } from '@variants/themes';
import { describe, expect, it } from 'vitest';
import { type BuildTarget, buildTargets, type Registry } from '../build/build-targets';
import { type ConfigChange, configChange } from './config-change';

const publicDir = path.resolve('public');
const registry: Registry = { variants, pages, themes };

function config(edit: (registry: Registry) => Registry = (same) => same) {
  const targets = buildTargets(edit(registry), { publicDir });
  return { target: targets.find((t) => t.path === 'basic') as BuildTarget, targets };
}

const theme = (name: string, change: (theme: Theme) => Record<string, unknown>) => (r: Registry) => ({
  ...r,
  themes: { ...r.themes, [name]: change(r.themes?.[name] as Theme) as unknown as Theme },
});

describe('configChange (npm run dev, basic served)', () => {
  it.each<[string, ConfigChange, (registry: Registry) => Registry]>([
    ['nothing', 'none', (r) => r],
    [
      'a colour of its theme',
      'theme',
      theme('basic-theme', (t) => ({ ...t, colours: { ...t.colours, brand: '#123456' } })),
    ],
    ['its radius', 'theme', theme('basic-theme', (t) => ({ ...t, radius: '12px' }))],
    [
      'a colour field misspelt (the check shows it in the overlay)',
      'theme',
      theme('basic-theme', ({ colours: { brand, ...colours }, ...t }) => ({
        ...t,
        colours: { ...colours, brnd: brand },
      })),
    ],
    [
      "another variant's colour",
      'none',
      theme('gett-theme', (t) => ({ ...t, colours: { ...t.colours, brand: '#123456' } })),
    ],
    ['its wordmark', 'restart', theme('basic-theme', (t) => ({ ...t, wordmark: 'Basic Pay' }))],
    [
      'its settings',
      'restart',
      (r) => ({
        ...r,
        variants: r.variants.map((v) => (v.path === 'basic' ? { ...v, settings: { showAmount: true } } : v)),
      }),
    ],
    [
      'a variant added',
      'restart',
      (r) => ({
        ...r,
        variants: [...r.variants, { path: 'acme', screen: 'card-form', theme: 'basic-theme' }],
      }),
    ],
  ])('%s changed: %s', (_name, expected, edit) => {
    expect(configChange(config(), config(edit))).toBe(expected);
  });
});
