import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Real-browser suite: Debian's Chromium driven by playwright-core against the production
// build served by the sandbox server. Runs after `npm run build` (see the `test` script).
export default defineConfig({
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@variants/': fileURLToPath(new URL('./variants/', import.meta.url)),
      '@scripts/': fileURLToPath(new URL('./scripts/', import.meta.url)),
    },
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
