import { onceByContent } from './by-content';
import { compress, type SizeTriple } from './compressed-size';

/**
 * The child process of size-meter.ts. `measure` answers a file's compressed sizes; `gzip` answers
 * the gzip to ship beside it. Each distinct content is compressed once: the build measures the
 * bundles' files first and precompresses the whole tree afterwards, so most `gzip` requests are
 * answered from what measuring already made.
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

const compressed = new Map<string, ReturnType<typeof compress>>();

process.on('message', async (request: SizeRequest) => {
  let reply: SizeReply;
  try {
    const { sizes, gzipped } = await onceByContent(compressed, request.content, () =>
      compress(request.content),
    );
    reply = request.kind === 'gzip' ? { id: request.id, gzipped } : { id: request.id, sizes };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply);
});
