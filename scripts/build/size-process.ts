import { compressedSize } from './compressed-size';

/**
 * The child process of size-meter.ts: answers each `{ id, content }` with the file's compressed
 * sizes, one file at a time (it is a process of its own, so blocking is what it is for).
 */
export interface SizeRequest {
  id: number;
  content: Uint8Array;
}

export type SizeReply =
  | { id: number; sizes: { raw: number; gzip: number; brotli: number } }
  | { id: number; error: string };

process.on('message', (request: SizeRequest) => {
  let reply: SizeReply;
  try {
    reply = { id: request.id, sizes: compressedSize(request.content) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply);
});
