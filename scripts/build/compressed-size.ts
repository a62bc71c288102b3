import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface SizeTriple {
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * Brotli quality 9, not 11: on a 340 kB bundle 11 is ~7% smaller but ~6x slower (0.7 s against
 * 0.1 s per bundle here), which alone would double the build. CDNs compressing on the fly use
 * middle qualities too, so 9 is the realistic figure and a safe upper bound for budgets.
 */
export const brotliQuality = 9;

export const gzipLevel = 9;

export const brotliParams = (length: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
  [constants.BROTLI_PARAM_SIZE_HINT]: length,
});

/** Raw, gzip -9 and brotli q9 sizes of one file, computed on the calling thread. */
export function compressedSize(content: Uint8Array): SizeTriple {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: gzipLevel }).length,
    brotli: brotliCompressSync(content, { params: brotliParams(content.length) }).length,
  };
}
