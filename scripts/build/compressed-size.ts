import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

export interface SizeTriple {
  raw: number;
  /** The gzip the build ships beside the file (`name.gz`, see gzipForServing). */
  gzip: number;
  /** The brotli the build ships beside the file (`name.br`, see brotliForServing). */
  brotli: number;
}

/** One way to compress a file for serving: its bytes in, the encoded bytes out. */
export type Encode = (content: Uint8Array) => Promise<Uint8Array>;

/** The two encodings the build ships beside each text file, as the servers choose between them. */
export interface ServingEncoders {
  gzip: Encode;
  brotli: Encode;
}

/**
 * Brotli quality 9, not 11, for the `.br` the build ships and the size it reports: on basic's
 * 304 kB entry chunk 11 is ~7% smaller (first load 87.6 against 94.6 kB) but ~6-13x slower
 * (0.7 s against 0.1 s per bundle on a quiet machine). Every variant's entry chunk is its own,
 * so 11 would add ~0.6 s of CPU per variant: the 50-variant build past its 30 s aim and the
 * 1,000-variant build past its 10 minutes.
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

const brotliAsync = promisify(brotliCompress);

/** The brotli a server sends for this file (`name.br`): quality 9, precompressed at build time. */
export async function brotliForServing(content: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await brotliAsync(content, { params: brotliParams(content.length) }));
}

export const servingEncoders: ServingEncoders = { gzip: gzipForServing, brotli: brotliForServing };

/**
 * Raw, served-gzip and served-brotli sizes of one file. `encoders` is how to get the served
 * bytes: the size-measuring process passes ones that remember them, for the `.gz` and `.br`
 * files written later.
 */
export async function compressedSizes(
  content: Uint8Array,
  encoders: ServingEncoders = servingEncoders,
): Promise<SizeTriple> {
  const [gzipped, brotli] = await Promise.all([encoders.gzip(content), encoders.brotli(content)]);
  return { raw: content.length, gzip: gzipped.length, brotli: brotli.length };
}
