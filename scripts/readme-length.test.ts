import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

/**
 * The README is the front door: what the page is, how to start, where the rest is written. At 474
 * lines it held the cross-engine suite's internals before the deployment settings; detail goes to
 * docs/ (testing.md, deploy.md, …) and the README links to it.
 */
const readmeLineLimit = 300;

it(`README.md is at most ${readmeLineLimit} lines`, () => {
  const lines = readFileSync('README.md', 'utf8').trimEnd().split('\n').length;
  expect(lines, 'move detail to a docs/ page and link to it').toBeLessThanOrEqual(readmeLineLimit);
});
