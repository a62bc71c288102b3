import { defineConfig } from 'vitest/config';
import { projectAliases } from './vitest.aliases';

// Real-browser suite: Debian's Chromium driven by playwright-core against the production
// build served by the sandbox server. Runs after `npm run build` (see the `test` script).
export default defineConfig({
  resolve: {
    alias: projectAliases,
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
