import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServingEncoders, SizeTriple } from './compressed-size';
import type { SizeReply, SizeRequest } from './size-process';

/** Measures one file's raw, gzip and brotli sizes. */
export type MeasureSize = (content: Uint8Array) => Promise<SizeTriple>;

export interface SizeMeter extends ServingEncoders {
  measure: MeasureSize;
  /** Ends the process; measurements still pending are rejected. */
  close(): void;
}

/**
 * Brotli at quality 9 hashes into a 32 MB table that it allocates anew for every file. glibc's
 * malloc hands that out as fresh 4 kB pages each time, and frees it back: in a full build (800
 * distinct files) the page faults, the TLB misses of the table's random access and the unmapping
 * cost ~25 s of CPU, more than the compression itself. In a process whose malloc keeps the memory
 * (no mmap, no trim) on transparent huge pages the same sizes cost ~1.5 s. The compressed bytes
 * do not depend on where the table lives, so the sizes are the same. Other C libraries ignore the
 * variable, and a process of its own keeps these settings away from the bundler's threads.
 */
export const hugePageTunables = [
  'glibc.malloc.hugetlb=1',
  'glibc.malloc.mmap_max=0',
  'glibc.malloc.trim_threshold=268435456',
] as const;

/** GLIBC_TUNABLES with ours added; a setting the caller already made is kept as it is. */
export function withHugePageTunables(existing: string | undefined): string {
  const given = (existing ?? '').split(':').filter(Boolean);
  const named = new Set(given.map((tunable) => tunable.split('=')[0]));
  return [...given, ...hugePageTunables.filter((tunable) => !named.has(tunable.split('=')[0]))].join(':');
}

const childFile = fileURLToPath(new URL('./size-process.ts', import.meta.url));

/** Starts the measuring process (size-process.ts, through tsx's loader). */
export function startSizeProcess(): SizeMeter {
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = fork(childFile, [], {
    execArgv: ['--import', tsxLoader],
    env: { ...process.env, GLIBC_TUNABLES: withHugePageTunables(process.env.GLIBC_TUNABLES) },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<
    number,
    { resolve: (reply: SizeTriple | Uint8Array) => void; reject: (error: Error) => void }
  >();
  let ended: Error | undefined;
  let nextId = 0;
  const end = (error: Error) => {
    ended ??= error;
    for (const waiting of pending.values()) waiting.reject(ended);
    pending.clear();
  };
  child.on('message', (reply: SizeReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('sizes' in reply) waiting?.resolve(reply.sizes);
    else if ('encoded' in reply) waiting?.resolve(Buffer.from(reply.encoded));
    else waiting?.reject(new Error(`compressing a file failed: ${reply.error}`));
  });
  child.on('error', (error) => end(new Error(`the size-measuring process failed: ${error.message}`)));
  child.on('exit', (code, signal) =>
    end(new Error(`the size-measuring process ended (${signal ?? `exit code ${code}`})`)),
  );
  const ask = (kind: SizeRequest['kind'], content: Uint8Array) => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    return new Promise<SizeTriple | Uint8Array>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      child.send({ id, kind, content } satisfies SizeRequest);
    });
  };
  return {
    measure: (content) => ask('measure', content) as Promise<SizeTriple>,
    gzip: (content) => ask('gzip', content) as Promise<Uint8Array>,
    brotli: (content) => ask('brotli', content) as Promise<Uint8Array>,
    close() {
      end(new Error('the size-measuring process was closed'));
      if (child.connected) child.disconnect();
    },
  };
}
