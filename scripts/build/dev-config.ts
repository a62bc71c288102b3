import path from 'node:path';
import { pages, variants } from '@variants/registry';
import type { InlineConfig } from 'vite';
import { buildTargets } from './build-targets';
import { variantViteConfig } from './variant-vite-config';

/** The development-server config of one variant (vite.config.ts), the same as its production build. */
export function devViteConfig(root: string, wanted: string): InlineConfig {
  const targets = buildTargets({ variants, pages }, { publicDir: path.join(root, 'public') });
  const target = targets.find((t) => t.path === wanted || t.key === wanted);
  if (!target) {
    throw new Error(
      `HPP_VARIANT=${wanted} is not in variants/registry.ts; try ${targets.map((t) => t.key).join(', ')}`,
    );
  }
  const { configFile: _configFile, ...config } = variantViteConfig(target, {
    root,
    outRoot: path.join(root, 'dist'),
    mode: 'development',
  });
  return config;
}
