import { describe, expect, it } from 'vitest';
import type { SizeMeter } from './size-meter';
import { processFor, startSizeProcesses } from './size-meter-pool';

const contents = Array.from({ length: 64 }, (_, index) =>
  Buffer.from(`export const chunk${index}=${index};`),
);

/** A stand-in process that records which contents it was asked about. */
function recordingMeter(log: string[][], closed: boolean[]): () => SizeMeter {
  return () => {
    const index = log.push([]) - 1;
    closed.push(false);
    const seen = log[index] as string[];
    return {
      measure: async (content) => {
        seen.push(`measure ${Buffer.from(content).toString()}`);
        return { raw: content.length, gzip: 0, brotli: 0 };
      },
      gzip: async (content) => {
        seen.push(`gzip ${Buffer.from(content).toString()}`);
        return content;
      },
      brotli: async (content) => {
        seen.push(`brotli ${Buffer.from(content).toString()}`);
        return content;
      },
      close: () => {
        closed[index] = true;
      },
    };
  };
}

describe('processFor', () => {
  it.each([1, 2, 3])('gives the same content the same one of %i processes', (count) => {
    for (const content of contents) {
      const chosen = processFor(content, count);
      expect(chosen).toBe(processFor(Buffer.from(content), count));
      expect(chosen).toBeGreaterThanOrEqual(0);
      expect(chosen).toBeLessThan(count);
    }
  });

  it('spreads distinct contents over every process', () => {
    const used = new Set(contents.map((content) => processFor(content, 2)));
    expect([...used].sort()).toEqual([0, 1]);
  });
});

describe('startSizeProcesses', () => {
  it('asks the measure, the gzip and the brotli of one content of the same process, and closes them all', async () => {
    const log: string[][] = [];
    const closed: boolean[] = [];
    const meter = startSizeProcesses(2, recordingMeter(log, closed));
    for (const content of contents) {
      await meter.measure(content);
      await meter.gzip(content);
      await meter.brotli(content);
    }
    expect(log).toHaveLength(2);
    for (const content of contents) {
      const text = content.toString();
      const askedOf = log.findIndex((seen) => seen.includes(`measure ${text}`));
      expect(askedOf).toBe(processFor(content, 2));
      expect(log[askedOf]).toContain(`gzip ${text}`);
      expect(log[askedOf]).toContain(`brotli ${text}`);
      expect(log[1 - askedOf]?.some((line) => line.endsWith(` ${text}`))).toBe(false);
    }
    meter.close();
    expect(closed).toEqual([true, true]);
  });
});
