import path from 'node:path';
import { pages, variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { buildTargets } from './build-targets';
import { startupPreloads } from './variant-plugin';

const targets = buildTargets({ variants, pages }, { publicDir: path.join(process.cwd(), 'public') });
const byPath = (registryPath: string) => targets.find((target) => target.path === registryPath);

describe('what a bundle is told about its start-up (variants/screens.ts, baked in)', () => {
  it.each([
    // path, talks to the gateway, fetches later texts
    ['basic', true, true],
    ['stb', true, true],
    ['result', false, false],
    ['sandbox', false, false],
    ['health.html', false, false],
    ['basic/_error.html', false, false],
  ])('%s: gateway %s, later texts %s', (registryPath, gateway, laterTexts) => {
    const target = byPath(registryPath);
    expect(target?.runtime.startup).toEqual({ gateway, laterTexts });
    // The HTML preloads /configuration exactly where start-up will fetch it.
    expect(target && startupPreloads(target, { serving: false }).includes('/configuration')).toBe(gateway);
  });
});
