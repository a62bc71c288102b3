import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `tsx scripts/build/compare-builds.ts <dist-a> <dist-b>`: whether two builds put the same bytes
 * in every file, for a change to the build that must not change its output (a faster pipeline,
 * a cache). Prints each file only one side has and each file whose bytes differ, and exits 1 if
 * there is any. build-report.json is compared without its timings, which differ on every run.
 */
export interface BuildDifference {
  file: string;
  kind: 'only in first' | 'only in second' | 'different bytes';
}

/** Files whose run-to-run differences are not output: how long things took. */
const timingsOnly: Record<string, (content: Buffer) => string> = {
  'build-report.json': (content) =>
    JSON.stringify(JSON.parse(content.toString('utf8')), (key, value) =>
      key === 'totalMs' || key === 'ms' ? 0 : value,
    ),
};

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function sameContent(file: string, a: Buffer, b: Buffer): boolean {
  const normalise = timingsOnly[file];
  return normalise ? normalise(a) === normalise(b) : a.equals(b);
}

export async function compareBuilds(
  first: string,
  second: string,
): Promise<{
  files: number;
  differences: BuildDifference[];
}> {
  const [a, b] = await Promise.all([filesUnder(first), filesUnder(second)]);
  const inSecond = new Set(b);
  const inFirst = new Set(a);
  const differences: BuildDifference[] = [
    ...a.filter((file) => !inSecond.has(file)).map((file) => ({ file, kind: 'only in first' as const })),
    ...b.filter((file) => !inFirst.has(file)).map((file) => ({ file, kind: 'only in second' as const })),
  ];
  for (const file of a.filter((name) => inSecond.has(name))) {
    const [contentA, contentB] = await Promise.all([
      readFile(path.join(first, file)),
      readFile(path.join(second, file)),
    ]);
    if (!sameContent(file, contentA, contentB)) differences.push({ file, kind: 'different bytes' });
  }
  return { files: new Set([...a, ...b]).size, differences };
}

async function main(): Promise<void> {
  const [first, second] = process.argv.slice(2);
  if (!first || !second) {
    console.error('usage: tsx scripts/build/compare-builds.ts <dist-a> <dist-b>');
    process.exitCode = 2;
    return;
  }
  const { files, differences } = await compareBuilds(first, second);
  for (const difference of differences) console.log(`${difference.kind}: ${difference.file}`);
  console.log(`${files} files compared, ${differences.length} difference(s)`);
  if (differences.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
