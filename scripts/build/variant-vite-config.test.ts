import path from 'node:path';
import { pages, variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { buildTargets } from './build-targets';
import { variantViteConfig } from './variant-vite-config';

const root = process.cwd();
const [target] = buildTargets({ variants, pages }, { publicDir: path.join(root, 'public') });

describe('variantViteConfig', () => {
  it.each<[string, { verbose?: boolean }, boolean]>([
    ['by default', {}, false],
    ['with --verbose', { verbose: true }, true],
  ])("the bundler's timing warnings %s: %s", (_name, extra, shown) => {
    if (!target) throw new Error('no build target');
    const config = variantViteConfig(target, { root, outRoot: path.join(root, 'dist'), ...extra });
    expect(config.build?.rolldownOptions?.checks?.bundlerTimings).toBe(shown);
  });
});
