import { onceByContent } from './by-content';
import { compressedSizes, gzipForServing, type SizeTriple } from './compressed-size';

/**
 * The child process of size-meter.ts. `measure` answers a file's compressed sizes; `gzip` answers
 * the gzip to ship beside it. Each distinct content is gzipped once: the build measures a
 * bundle's files first and writes their `.gz` right after, always asking the same process for the
 * same content (size-meter-pool.ts), so most `gzip` requests are answered from what measuring
 * already made. Brotli is only measured, never shipped.
 */
export interface SizeRequest {
  id: number;
  kind: 'measure' | 'gzip';
  content: Uint8Array;
}

export type SizeReply =
  | { id: number; sizes: SizeTriple }
  | { id: number; gzipped: Uint8Array }
  | { id: number; error: string };

const gzipped = new Map<string, Promise<Uint8Array>>();
const gzipOnce = (content: Uint8Array) => onceByContent(gzipped, content, () => gzipForServing(content));

process.on('message', async (request: SizeRequest) => {
  let reply: SizeReply;
  try {
    reply =
      request.kind === 'gzip'
        ? { id: request.id, gzipped: await gzipOnce(request.content) }
        : { id: request.id, sizes: await compressedSizes(request.content, gzipOnce) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply);
});
