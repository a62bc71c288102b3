import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { measureInProcess } from './bundle-sizes';
import { compressedSizes } from './compressed-size';
import { startSizeProcess, withHugePageTunables } from './size-meter';

describe('GLIBC_TUNABLES for the size-measuring process', () => {
  it.each([
    [undefined, 'glibc.malloc.hugetlb=1:glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=268435456'],
    [
      'glibc.pthread.rseq=0',
      'glibc.pthread.rseq=0:glibc.malloc.hugetlb=1:glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=268435456',
    ],
    [
      'glibc.malloc.hugetlb=0:glibc.malloc.mmap_max=4',
      'glibc.malloc.hugetlb=0:glibc.malloc.mmap_max=4:glibc.malloc.trim_threshold=268435456',
    ],
  ])('given %s: %s', (given, expected) => {
    expect(withHugePageTunables(given)).toBe(expected);
  });
});

const samples = [
  ['empty', Buffer.alloc(0)],
  ['small', Buffer.from('export const lazy=1;'.repeat(40))],
  ['incompressible', Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 251))],
  ['large text', Buffer.from('function f(a,b){return a+b}\n'.repeat(20_000))],
] as const;

describe('the size-measuring process', () => {
  const meter = startSizeProcess();
  afterAll(() => meter.close());

  it.each(samples)('measures %s exactly as the build process would', async (_name, content) => {
    const expected = await compressedSizes(content);
    expect(await meter.measure(content)).toEqual(expected);
    expect(await measureInProcess(content)).toEqual(expected);
  });

  it.each(samples)(
    'ships %s as gzip that unzips to the same bytes, of the measured size',
    async (_name, content) => {
      const gzipped = await meter.gzip(content);
      expect(gunzipSync(gzipped).equals(content)).toBe(true);
      expect(gzipped.length).toBe((await meter.measure(content)).gzip);
    },
  );

  it.each(samples)(
    'ships %s as brotli that decompresses to the same bytes, of the measured size',
    async (_name, content) => {
      const brotli = await meter.brotli(content);
      expect(brotliDecompressSync(brotli).equals(content)).toBe(true);
      expect(brotli.length).toBe((await meter.measure(content)).brotli);
    },
  );

  it('answers files sent at once, each with its own sizes', async () => {
    const sizes = await Promise.all(samples.map(([, content]) => meter.measure(content)));
    expect(sizes.map((size) => size.raw)).toEqual(samples.map(([, content]) => content.length));
  });

  it('ships a large text smaller than zlib -9 would', async () => {
    const content = samples[3][1];
    expect((await meter.gzip(content)).length).toBeLessThan(gzipSync(content, { level: 9 }).length);
  });

  it('refuses work once closed, with a message that says so', async () => {
    const closing = startSizeProcess();
    const pending = closing.measure(Buffer.from('x'.repeat(100_000)));
    closing.close();
    await expect(pending).rejects.toThrow(/size-measuring process was closed/);
    await expect(closing.measure(Buffer.from('x'))).rejects.toThrow(/closed/);
  });
});
