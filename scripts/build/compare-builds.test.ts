import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compareBuilds } from './compare-builds';

const made: string[] = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hpp-compare-'));
  made.push(root);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  return root;
}

const report = (totalMs: number, ms: number, gzip = 100) =>
  JSON.stringify({ totalMs, variants: { basic: { ms, sizes: { total: { gzip } } } } });

describe('compareBuilds', () => {
  it.each([
    ['identical trees', { 'basic/index.html': 'a' }, { 'basic/index.html': 'a' }, []],
    [
      'one changed byte',
      { 'basic/assets/index-A.js': 'abc' },
      { 'basic/assets/index-A.js': 'abd' },
      [{ file: 'basic/assets/index-A.js', kind: 'different bytes' }],
    ],
    [
      'a file on one side only',
      { 'a.js': '1', 'b.js.gz': '2' },
      { 'a.js': '1', 'c.js': '3' },
      [
        { file: 'b.js.gz', kind: 'only in first' },
        { file: 'c.js', kind: 'only in second' },
      ],
    ],
    [
      "the report's timings",
      { 'build-report.json': report(1000, 50) },
      { 'build-report.json': report(2000, 70) },
      [],
    ],
    [
      "the report's sizes",
      { 'build-report.json': report(1000, 50, 100) },
      { 'build-report.json': report(1000, 50, 101) },
      [{ file: 'build-report.json', kind: 'different bytes' }],
    ],
  ] as const)('%s', async (_name, first, second, expected) => {
    const result = await compareBuilds(await tree(first), await tree(second));
    expect(result.differences).toEqual(expected);
  });
});
