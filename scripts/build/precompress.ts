import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isExcluded } from '@scripts/deploy/s3-plan';
import type { ServingEncoders } from './compressed-size';
import { promisePool } from './promise-pool';
import { isCompressible, precompressedSuffixes } from './served-encodings';

/** Whether dist/`relativePath` is served compressed: it gets a `.br` and a `.gz` beside it. */
export function shipsPrecompressed(relativePath: string): boolean {
  return isCompressible(relativePath) && !isExcluded(relativePath);
}

export interface PrecompressReport {
  /** Encoded files written afresh (a `.gz` and a `.br` count as two). */
  written: number;
  /** Encoded files already newer than their file (bundles a partial build left alone). */
  kept: number;
  /** Encodings that would not make their file smaller: served as it is, without that file. */
  asTheyAre: number;
  /** Bytes of the files given a fresh `.gz`, and of those `.gz`; the same for `.br`. */
  raw: number;
  gzipped: number;
  brotliRaw: number;
  brotli: number;
}

async function modified(file: string): Promise<number | undefined> {
  return stat(file).then(
    (s) => s.mtimeMs,
    () => undefined,
  );
}

export function emptyPrecompressReport(): PrecompressReport {
  return { written: 0, kept: 0, asTheyAre: 0, raw: 0, gzipped: 0, brotliRaw: 0, brotli: 0 };
}

/** Adds `more` into `into` (the build adds its bundles' reports to the whole tree's). */
export function addPrecompressReport(into: PrecompressReport, more: PrecompressReport): void {
  into.written += more.written;
  into.kept += more.kept;
  into.asTheyAre += more.asTheyAre;
  into.raw += more.raw;
  into.gzipped += more.gzipped;
  into.brotliRaw += more.brotliRaw;
  into.brotli += more.brotli;
}

/**
 * Writes `name.gz` and `name.br` beside each of `files` (absolute paths of compressible files),
 * so a server sends the build's zopfli gzip and brotli instead of compressing on the fly at a
 * lower level (or not at all). An encoded file at least as new as its file is kept; one that
 * would not be smaller than the file is not written (and an old one is removed).
 */
export async function precompressFiles(
  files: readonly string[],
  encoders: ServingEncoders,
): Promise<PrecompressReport> {
  const report = emptyPrecompressReport();
  const encodings = [
    { suffix: precompressedSuffixes.gzip, encode: encoders.gzip, total: 'gzipped', raw: 'raw' },
    { suffix: precompressedSuffixes.br, encode: encoders.brotli, total: 'brotli', raw: 'brotliRaw' },
  ] as const;
  // A few at a time: every file is read into memory and sent to the compressing process.
  await promisePool(files, 4, async (file) => {
    const fileTime = await modified(file);
    let content: Buffer | undefined;
    for (const { suffix, encode, total, raw } of encodings) {
      const target = file + suffix;
      const encodedTime = await modified(target);
      if (encodedTime !== undefined && fileTime !== undefined && encodedTime >= fileTime) {
        report.kept += 1;
        continue;
      }
      content ??= await readFile(file);
      const encoded = await encode(content);
      if (encoded.length >= content.length) {
        await rm(target, { force: true });
        report.asTheyAre += 1;
        continue;
      }
      await writeFile(target, encoded);
      report.written += 1;
      report[total] += encoded.length;
      report[raw] += content.length;
    }
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
 * Writes `name.gz` and `name.br` beside every compressible file under `root` (see
 * precompressFiles), except the files in `done`: those the build precompressed already, bundle
 * by bundle.
 */
export async function precompressTree(
  root: string,
  encoders: ServingEncoders,
  done: ReadonlySet<string> = new Set(),
): Promise<PrecompressReport> {
  const files = (await compressibleFiles(root)).filter((file) => !done.has(file));
  return precompressFiles(files, encoders);
}
