import path from 'node:path';
import { pages, variants } from '@variants/registry';
import type { InlineConfig } from 'vite';
import { variantDevPlugin } from '../dev/variant-dev-plugin';
import { type BuildTarget, buildTargets } from './build-targets';
import { variantViteConfig } from './variant-vite-config';

/** Every variant and page of the registry as the build sees it, with their settings and themes. */
export function devTargets(root: string): BuildTarget[] {
  return buildTargets({ variants, pages }, { publicDir: path.join(root, 'public') });
}

/**
 * The development-server config of one variant (vite.config.ts, `npm run dev`): the same config
 * as its production build, plus what the build writes after bundling (its trimmed translations,
 * its favicon), served on request.
 */
export function devViteConfig(root: string, wanted: string): InlineConfig {
  const targets = devTargets(root);
  const target = targets.find((t) => t.path === wanted || t.key === wanted);
  if (!target) {
    throw new Error(`${wanted} is not in variants/registry.ts; try ${targets.map((t) => t.path).join(', ')}`);
  }
  const { configFile: _configFile, ...config } = variantViteConfig(target, {
    root,
    outRoot: path.join(root, 'dist'),
    mode: 'development',
  });
  const publicDir = path.join(root, 'public');
  return { ...config, plugins: [...(config.plugins ?? []), variantDevPlugin(target, { publicDir })] };
}
