/** Text a server sends compressed; raster images and fonts are compressed already. */
const compressible = /\.(?:html|js|css|json|svg)$/;

/** Whether a file of this name is text that servers send compressed. */
export function isCompressible(path: string): boolean {
  return compressible.test(path);
}

/**
 * The files the build writes beside each compressible one, by the Content-Encoding they hold.
 * Servers prefer brotli where the browser takes it (smaller), then gzip, then the file itself.
 */
export const precompressedSuffixes = { br: '.br', gzip: '.gz' } as const;
export type ContentEncoding = keyof typeof precompressedSuffixes;
