import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isExcluded } from '@scripts/deploy/s3-plan';
import { promisePool } from './promise-pool';
import type { GzipForServing } from './size-meter';

/** Text a server sends compressed; raster images and fonts are compressed already. */
const compressible = /\.(?:html|js|css|json|svg)$/;

export const precompressedSuffix = '.gz';

/** Whether dist/`relativePath` gets a `.gz` beside it (served by nginx's gzip_static). */
export function shipsPrecompressed(relativePath: string): boolean {
  return compressible.test(relativePath) && !isExcluded(relativePath);
}

export interface PrecompressReport {
  /** Files given a fresh `.gz`. */
  written: number;
  /** Files whose `.gz` was already newer than they are (bundles a partial build left alone). */
  kept: number;
  /** Files that gzip would not make smaller: served as they are, without a `.gz`. */
  asTheyAre: number;
  raw: number;
  gzipped: number;
}

async function modified(file: string): Promise<number | undefined> {
  return stat(file).then(
    (s) => s.mtimeMs,
    () => undefined,
  );
}

export function emptyPrecompressReport(): PrecompressReport {
  return { written: 0, kept: 0, asTheyAre: 0, raw: 0, gzipped: 0 };
}

/** Adds `more` into `into` (the build adds its bundles' reports to the whole tree's). */
export function addPrecompressReport(into: PrecompressReport, more: PrecompressReport): void {
  into.written += more.written;
  into.kept += more.kept;
  into.asTheyAre += more.asTheyAre;
  into.raw += more.raw;
  into.gzipped += more.gzipped;
}

/**
 * Writes `name.gz` beside each of `files` (absolute paths of compressible files), so a server
 * sends the build's zopfli gzip instead of compressing on the fly at a lower level (or not at
 * all). A `.gz` at least as new as its file is kept.
 */
export async function precompressFiles(
  files: readonly string[],
  gzip: GzipForServing,
): Promise<PrecompressReport> {
  const report = emptyPrecompressReport();
  // A few at a time: every file is read into memory and sent to the compressing process.
  await promisePool(files, 4, async (file) => {
    const target = file + precompressedSuffix;
    const [fileTime, gzipTime] = await Promise.all([modified(file), modified(target)]);
    if (gzipTime !== undefined && fileTime !== undefined && gzipTime >= fileTime) {
      report.kept += 1;
      return;
    }
    const content = await readFile(file);
    const gzipped = await gzip(content);
    if (gzipped.length >= content.length) {
      await rm(target, { force: true });
      report.asTheyAre += 1;
      return;
    }
    await writeFile(target, gzipped);
    report.written += 1;
    report.raw += content.length;
    report.gzipped += gzipped.length;
  });
  return report;
}

/** The compressible files under `dir` (absolute paths), judged by their path under `root`. */
export async function compressibleFiles(root: string, dir: string = root): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => shipsPrecompressed(path.relative(root, file).split(path.sep).join('/')));
}

/**
 * Writes `name.gz` beside every compressible file under `root` (see precompressFiles), except
 * the files in `done`: those the build precompressed already, bundle by bundle.
 */
export async function precompressTree(
  root: string,
  gzip: GzipForServing,
  done: ReadonlySet<string> = new Set(),
): Promise<PrecompressReport> {
  const files = (await compressibleFiles(root)).filter((file) => !done.has(file));
  return precompressFiles(files, gzip);
}
