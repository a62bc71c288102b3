import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type ContentEncoding, precompressedSuffixes } from '@scripts/build/served-encodings';
import { chooseEncoding } from '@scripts/server/content-encoding';
import { paymentRequestPath } from '@/core/gateway/endpoints';

/** The bench's payment request: an amount in euros, as the sandbox states one. */
const benchPaymentRequest = { amount: 45856, currency: 'EUR' };

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The benches' web server on 127.0.0.1: files from `roots` (URL prefix → folder), `/x/` served as
 * /x/index.html, and a file's precompressed `name.br` or `name.gz` as the browser accepts them,
 * as nginx (brotli_static, gzip_static) and the sandbox serve the bundles. The floor pages are
 * precompressed the same way (floor-pages.ts). Kept in memory, so the disk is not timed. The
 * payment request is answered with an amount, as the full sandbox answers it: the variants that
 * show it put it in the place their HTML keeps for it (a gateway without the endpoint, which the
 * spec allows, makes that place go instead). Anything else is 404.
 */
export async function startStaticServer(
  roots: Readonly<Record<string, string>>,
  options: {
    /** false: the payment request is 404, as from a gateway without the endpoint (an A/B of what the amount costs). */
    answersPaymentRequest?: boolean;
  } = {},
): Promise<StaticServer> {
  const cache = new Map<
    string,
    Promise<{ body: Buffer; encoded: Map<ContentEncoding, Buffer> } | undefined>
  >();
  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = (async () => {
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile()) return undefined;
        const encoded = new Map<ContentEncoding, Buffer>();
        for (const [encoding, suffix] of Object.entries(precompressedSuffixes) as [
          ContentEncoding,
          string,
        ][]) {
          const bytes = await readFile(file + suffix).catch(() => undefined);
          if (bytes) encoded.set(encoding, bytes);
        }
        return { body: await readFile(file), encoded };
      })();
      cache.set(file, entry);
    }
    return entry;
  };
  const resolve = (pathname: string): string | undefined => {
    const prefixes = Object.keys(roots).sort((a, b) => b.length - a.length);
    const prefix = prefixes.find((candidate) => pathname.startsWith(candidate));
    if (prefix === undefined) return undefined;
    const root = roots[prefix] as string;
    const relative = decodeURIComponent(pathname.slice(prefix.length));
    const file = path.resolve(
      root,
      relative.endsWith('/') || relative === '' ? `${relative}index.html` : relative,
    );
    return file.startsWith(path.resolve(root)) ? file : undefined;
  };

  const answersPaymentRequest = options.answersPaymentRequest ?? true;
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (answersPaymentRequest && request.method === 'POST' && pathname.endsWith(paymentRequestPath)) {
      request.resume();
      response
        .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(JSON.stringify(benchPaymentRequest));
      return;
    }
    const file = resolve(pathname);
    void (file ? load(file) : Promise.resolve(undefined)).then((entry) => {
      if (!entry || !file) {
        response
          .writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' })
          .end('not found');
        return;
      }
      const encoding = chooseEncoding(request.headers['accept-encoding'], [...entry.encoded.keys()]);
      const type = path.basename(file) === 'configuration' ? types['.json'] : types[path.extname(file)];
      response.writeHead(200, {
        'Content-Type': type ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      response.end(encoding ? entry.encoded.get(encoding) : entry.body);
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}
