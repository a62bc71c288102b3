import { onceByContent } from './by-content';
import { brotliForServing, compressedSizes, gzipForServing, type SizeTriple } from './compressed-size';

/**
 * The child process of size-meter.ts. `measure` answers a file's compressed sizes; `gzip` and
 * `brotli` answer the bytes to ship beside it. Each distinct content is compressed once per
 * encoding: the build measures a bundle's files first and writes their `.gz` and `.br` right
 * after, always asking the same process for the same content (size-meter-pool.ts), so most of
 * those requests are answered from what measuring already made.
 */
export interface SizeRequest {
  id: number;
  kind: 'measure' | 'gzip' | 'brotli';
  content: Uint8Array;
}

export type SizeReply =
  | { id: number; sizes: SizeTriple }
  | { id: number; encoded: Uint8Array }
  | { id: number; error: string };

const gzipped = new Map<string, Promise<Uint8Array>>();
const brotlied = new Map<string, Promise<Uint8Array>>();
const encoders = {
  gzip: (content: Uint8Array) => onceByContent(gzipped, content, () => gzipForServing(content)),
  brotli: (content: Uint8Array) => onceByContent(brotlied, content, () => brotliForServing(content)),
};

process.on('message', async (request: SizeRequest) => {
  let reply: SizeReply;
  try {
    reply =
      request.kind === 'measure'
        ? { id: request.id, sizes: await compressedSizes(request.content, encoders) }
        : { id: request.id, encoded: await encoders[request.kind](request.content) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply);
});
