import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

export interface SizeTriple {
  raw: number;
  /** The gzip the build ships beside the file (`name.gz`, see gzipForServing). */
  gzip: number;
  brotli: number;
}

/**
 * Brotli quality 9, not 11: on a 340 kB bundle 11 is ~7% smaller but ~6x slower (0.7 s against
 * 0.1 s per bundle here), which alone would double the build. CDNs compressing on the fly use
 * middle qualities too, so 9 is the realistic figure and a safe upper bound for budgets.
 */
export const brotliQuality = 9;

/**
 * Zopfli writes ordinary gzip that every browser reads, ~3% smaller than zlib's level 9 on our
 * entry chunks (basic: 92.9 against 95.7 kB). Its block splitting would save another 0.25% at 4x
 * the time (0.45 s against 0.12 s per entry here), and more iterations than one another 0.1 kB
 * per entry at twice that: with neither, the whole build's files take ~9 s of one core.
 */
export const zopfliOptions = { numiterations: 1, blocksplitting: false } as const;

export const brotliParams = (length: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
  [constants.BROTLI_PARAM_SIZE_HINT]: length,
});

/** The gzip a server sends for this file: precompressed once at build time, so it can afford zopfli. */
export function gzipForServing(content: Uint8Array): Promise<Uint8Array> {
  return gzipAsync(content, zopfliOptions);
}

/**
 * Raw, served-gzip and brotli q9 sizes of one file. `gzip` is how to get the served gzip: the
 * size-measuring process passes one that remembers it, for the `.gz` file written later.
 */
export async function compressedSizes(
  content: Uint8Array,
  gzip: (content: Uint8Array) => Promise<Uint8Array> = gzipForServing,
): Promise<SizeTriple> {
  const gzipped = await gzip(content);
  const brotli = brotliCompressSync(content, { params: brotliParams(content.length) }).length;
  return { raw: content.length, gzip: gzipped.length, brotli };
}
