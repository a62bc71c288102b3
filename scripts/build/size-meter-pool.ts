import { createHash } from 'node:crypto';
import os from 'node:os';
import { type SizeMeter, startSizeProcess } from './size-meter';

/**
 * One size-measuring process per core. Zopfli and brotli in one process were a third of a big
 * build's CPU on one core: at 1,000 variants that process fell minutes behind the two bundle
 * builds (and the build held the waiting files in memory). With one per core the compressing
 * keeps pace and the tail after the last bundle uses both cores.
 */
export const defaultSizeProcesses = Math.max(1, Math.min(2, os.availableParallelism()));

/**
 * Which of `count` processes answers for this content: always the same one for the same bytes,
 * so each distinct file is still compressed once (each process remembers what it made, and the
 * `.gz` written after the bundles is a request for the same bytes again).
 */
export function processFor(content: Uint8Array, count: number): number {
  if (count <= 1) return 0;
  return createHash('sha256').update(content).digest().readUInt32BE(0) % count;
}

/** `count` size-measuring processes behind one SizeMeter, each content sent to its own one. */
export function startSizeProcesses(
  count: number = defaultSizeProcesses,
  start: () => SizeMeter = startSizeProcess,
): SizeMeter {
  const meters = Array.from({ length: Math.max(1, count) }, () => start());
  const meterFor = (content: Uint8Array) => meters[processFor(content, meters.length)] as SizeMeter;
  return {
    measure: (content) => meterFor(content).measure(content),
    gzip: (content) => meterFor(content).gzip(content),
    brotli: (content) => meterFor(content).brotli(content),
    close() {
      for (const meter of meters) meter.close();
    },
  };
}
