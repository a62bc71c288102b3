import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type UserConfig } from 'vite';

/**
 * For `npx vite` (Vite's own development server, without the sandbox gateway) on one variant:
 *   HPP_VARIANT=eupago npx vite   → http://localhost:5173/eupago/
 * `npm run dev -- --variant eupago` (scripts/dev/) serves the same config with the sandbox behind
 * it, so the page can load its configuration and pay; that is the one to use. The production build does not read this file: `npm run build` (scripts/build/build.ts) passes
 * the same per-variant config inline to Vite's build() for every variant.
 *
 * The config code lives in scripts/build and uses the @/ and @variants/ aliases, which Vite's
 * config bundler does not know, so it is loaded through tsx (which reads tsconfig paths).
 */
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(async (): Promise<UserConfig> => {
  const module = (await tsImport('./scripts/build/dev-config.ts', import.meta.url)) as {
    devViteConfig: (root: string, variant: string) => UserConfig;
  };
  return module.devViteConfig(root, process.env.HPP_VARIANT ?? 'basic');
});
