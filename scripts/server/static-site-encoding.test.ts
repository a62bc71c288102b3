import { readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { servingEncoders } from '@scripts/build/compressed-size';
import { precompressTree } from '@scripts/build/precompress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptEncodingCases } from './accept-encoding-cases';
import { type FixtureSandbox, startFixtureSandbox } from './sandbox-fixture';

let sandbox: FixtureSandbox;

// Large enough for both encodings to pay, as real pages and chunks are.
const page = `<!doctype html><title>basic</title>${'<p>Card number</p>'.repeat(200)}`;
const script = `${'export const value = 1;\n'.repeat(200)}`;

beforeAll(async () => {
  sandbox = await startFixtureSandbox();
  await writeFile(join(sandbox.distDir, 'basic/index.html'), page);
  await writeFile(join(sandbox.distDir, 'basic/assets/index-AbC12345.js'), script);
  await precompressTree(sandbox.distDir, servingEncoders);
});
afterAll(() => sandbox.close());

/** node:http, which neither asks for nor undoes any encoding by itself. */
function get(target: string, acceptEncoding: string | undefined) {
  const { hostname, port } = new URL(sandbox.url);
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>(
    (resolve, reject) => {
      const req = request({ hostname, port, path: target, method: 'GET', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const decoders = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  none: (bytes: Buffer) => bytes,
} as const;

describe('the sandbox sends the build’s .br and .gz by Accept-Encoding', () => {
  it.each(
    acceptEncodingCases.flatMap(([client, header, expected]) => [
      [client, header, '/basic/', 'basic/index.html', expected],
      [client, header, '/basic/assets/index-AbC12345.js', 'basic/assets/index-AbC12345.js', expected],
    ]),
  )('%s (%s) GET %s: %s, %s', async (_client, header, target, file, expected) => {
    const reply = await get(target, header);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe(expected);
    expect(reply.headers.vary).toBe('Accept-Encoding');
    const original = await readFile(join(sandbox.distDir, file));
    const decoded = decoders[expected ?? 'none'](reply.bytes);
    expect(decoded.equals(original)).toBe(true);
    if (expected) expect(reply.bytes.length).toBeLessThan(original.length);
  });

  it('sends a file the build left without encoded copies as it is, still with Vary', async () => {
    const reply = await get('/basic/assets/i18n/en.json', 'gzip, br');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.bytes.toString()).toBe(
      await readFile(join(sandbox.distDir, 'basic/assets/i18n/en.json'), 'utf8'),
    );
  });
});
