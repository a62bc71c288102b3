import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { projectAliases } from './vitest.aliases';

// Unit and component tests: fast, in happy-dom, beside the code they test.
// The browser suite (e2e/) has its own config and runs after the production build.
export default defineConfig({
  resolve: {
    alias: {
      ...projectAliases,
      // The build bakes each variant in (scripts/build/variant-plugin.ts); unit tests run as basic.
      'virtual:variant': fileURLToPath(new URL('./src/testing/test-variant.ts', import.meta.url)),
      'virtual:variant-logo': fileURLToPath(new URL('./src/testing/test-variant-logo.ts', import.meta.url)),
      'virtual:english-texts': fileURLToPath(new URL('./src/testing/english-texts.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'variants/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/testing/setup.ts'],
    testTimeout: 20_000,
  },
});
