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
    // Vitest's default 1 s for expect.poll is too short for what a page shows after a lazy chunk
    // and a gateway reply on a 2-core machine running two browser files: a saved-card list took
    // longer, and a check that passes alone failed. A met poll returns as soon as it is met, so
    // only a failing one waits the longer time.
    expect: { poll: { timeout: 5_000 } },
    // Two files at a time: most of a browser test is waiting (timers, throttled replies, a page's
    // network), so two overlap well on a 2-core machine; each file owns its browser, servers
    // (free ports) and temp dirs, and only reads dist/.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
