import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { precompressedSuffix } from '@scripts/build/precompress';

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
 * /x/index.html, and a file's precompressed `name.gz` when there is one and the browser accepts
 * gzip, as the generated nginx config serves the bundles (gzip_static). The floor pages are
 * precompressed the same way (floor-pages.ts). The sandbox server sends files uncompressed, which
 * would time the wire, not the page. Anything else is 404 (the page's optional amount request
 * simply fails, as the page allows).
 */
export async function startStaticServer(roots: Readonly<Record<string, string>>): Promise<StaticServer> {
  const cache = new Map<string, Promise<{ body: Buffer; gzipped?: Buffer } | undefined>>();
  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = (async () => {
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile()) return undefined;
        const [body, gzipped] = await Promise.all([
          readFile(file),
          readFile(file + precompressedSuffix).catch(() => undefined),
        ]);
        return gzipped ? { body, gzipped } : { body };
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

  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = resolve(pathname);
    void (file ? load(file) : Promise.resolve(undefined)).then((entry) => {
      if (!entry || !file) {
        response
          .writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' })
          .end('not found');
        return;
      }
      const zipped =
        entry.gzipped !== undefined && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const type = path.basename(file) === 'configuration' ? types['.json'] : types[path.extname(file)];
      response.writeHead(200, {
        'Content-Type': type ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
        Vary: 'Accept-Encoding',
        ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
      });
      response.end(zipped ? entry.gzipped : entry.body);
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
