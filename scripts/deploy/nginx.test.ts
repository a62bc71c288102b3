import { readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { servingEncoders } from '@scripts/build/compressed-size';
import { precompressTree } from '@scripts/build/precompress';
import { registryRoutesManifest } from '@scripts/routes/registry-routes';
import { immutableCacheControl, revalidateCacheControl } from '@scripts/routes/resolve-route';
import { routeCases } from '@scripts/routes/route-cases';
import {
  resourceContentSecurityPolicy,
  strictTransportSecurity,
} from '@scripts/security/content-security-policy';
import { deploySecurity } from '@scripts/security/route-security';
import { acceptEncodingCases } from '@scripts/server/accept-encoding-cases';
import { variants } from '@variants/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureMarker, writeFixtureDist } from './fixture-dist';
import { nginxConfig } from './nginx-config';
import { type RunningNginx, startNginx } from './nginx-process';

// A real nginx (Debian: nginx with libnginx-mod-http-brotli-static) serving the generated config over a fixture dist/.
const manifest = registryRoutesManifest();
const security = deploySecurity({
  registry: { variants },
  gatewayBaseUrl: '/gateway',
  frameAncestors: 'pinergy=https://shop.example',
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  bytes: Buffer;
}

let nginx: RunningNginx | undefined;
let gateway: http.Server | undefined;

/** GET with the request target sent exactly as written (no URL normalisation, no redirects followed). */
function get(target: string, headers: http.OutgoingHttpHeaders = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: nginx?.port, path: target, method: 'GET', agent: false, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes.toString('utf8'),
            bytes,
          });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  // Echoes what it saw, and issues an XSRF cookie on /configuration as the sandbox does.
  gateway = http.createServer((request, response) => {
    if (request.url === '/configuration' && request.headers['x-test-gateway'] === 'down') {
      response.statusCode = 503;
      response.end();
      return;
    }
    if (request.url === '/configuration') response.setHeader('set-cookie', 'XSRF-TOKEN=issued; Path=/');
    response.setHeader('content-type', 'application/json');
    // A careless gateway: its answers may be cached, and it says nothing of HSTS.
    response.setHeader('cache-control', 'public, max-age=600');
    response.end(JSON.stringify({ upstreamSaw: request.url, host: request.headers.host }));
  });
  await new Promise<void>((resolve) => gateway?.listen(0, '127.0.0.1', resolve));
  const gatewayOrigin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  nginx = await startNginx({
    prepare: async (workDir) => {
      const dist = path.join(workDir, 'dist');
      await writeFixtureDist(dist, manifest);
      // Large enough for gzip to pay, as real pages and chunks are; the fixture's other files are not.
      for (const [file, content] of Object.entries(compressibleFiles))
        await writeFile(path.join(dist, file), content);
      await precompressTree(dist, servingEncoders);
    },
    serverBlock: (port, workDir) =>
      nginxConfig(manifest, {
        root: path.join(workDir, 'dist'),
        port,
        host: '127.0.0.1',
        gatewayUpstream: gatewayOrigin,
        xsrfCookieSource: `${gatewayOrigin}/configuration`,
        security,
        accessLog: path.join(workDir, 'access.log'),
      }),
  });
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => (gateway ? gateway.close(resolve) : resolve(undefined)));
});

const compressibleFiles: Record<string, string> = {
  'basic/index.html': `<!doctype html><title>basic</title>${'<p>Card number</p>'.repeat(200)}${fixtureMarker('basic/index.html')}`,
  'basic/assets/index-AbCd1234.js': `${'export const value = 1;\n'.repeat(200)}/* ${fixtureMarker('basic/assets/index-AbCd1234.js')} */`,
};

const errorPage = manifest.errorPage;
const errorFile = errorPage.slice(1);

/**
 * The error page either as a 302 (every path nginx can parse) or as its content with status 400
 * (request lines nginx rejects before routing, such as "/a/../../etc" or "%00").
 */
function expectErrorPage(reply: Reply): void {
  if (reply.status === 400) {
    expect(reply.body).toContain(fixtureMarker(errorFile));
  } else {
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe(errorPage);
  }
}
// Cases an HTTP client can send; '/configuration' is answered by nginx itself (tested below).
const httpCases = routeCases.filter((c) => c.overHttp !== false && c.rawPath !== '/configuration');

describe('the generated nginx config, served by a real nginx', () => {
  it.each(manifest.routes.map((route) => [route.path, route.file] as const))(
    '%s answers 200 with %s',
    async (routePath, file) => {
      const reply = await get(routePath);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.body).toContain(fixtureMarker(file));
      expect(reply.headers['cache-control']).toBe(revalidateCacheControl);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each(manifest.routes.map((route) => [route.path, route] as const))(
    '%s carries exactly its security headers',
    async (routePath, route) => {
      const reply = await get(routePath);
      for (const [name, value] of Object.entries(security.page(route))) {
        expect(reply.headers[name], name).toBe(value);
      }
    },
  );

  it.each([
    ['/pinergy/', "frame-ancestors 'self' https://shop.example;"],
    ['/pinergy/index.html', "frame-ancestors 'self' https://shop.example;"],
    ['/basic/', "frame-ancestors 'none';"],
  ])('%s: %s', async (target, ancestors) => {
    expect((await get(target)).headers['content-security-policy']).toContain(ancestors);
  });

  it.each(['/basic/assets/index-AbCd1234.js', '/basic/assets/i18n/en.json', '/configuration'])(
    '%s carries the resource headers, once each',
    async (target) => {
      const reply = await get(target);
      expect(reply.headers['content-security-policy']).toBe(resourceContentSecurityPolicy);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    },
  );

  it.each(
    httpCases.map(
      (c) =>
        [
          c.rawPath.length > 80 ? `${c.rawPath.slice(0, 60)}… (${c.rawPath.length} chars)` : c.rawPath,
          c,
        ] as const,
    ),
  )('%s agrees with resolveRoute', async (_name, routeCase) => {
    const reply = await get(routeCase.rawPath);
    const expected = routeCase.expected;
    if (expected.kind === 'redirect' && expected.status === 302) {
      expectErrorPage(reply);
    } else if (expected.kind === 'redirect') {
      expect(reply.status).toBe(expected.status);
      expect(reply.headers.location).toBe(expected.location);
    } else {
      expect(reply.status).toBe(200);
      expect(reply.body).toContain(fixtureMarker(expected.file));
    }
  });

  it.each([
    '/basic/../../etc/passwd',
    '/basic/%2e%2e/%2e%2e/etc/passwd',
    '/basic%2f..%2fetc',
    `/${'a'.repeat(5000)}`,
    '/basic/assets/missing-AbCd1234.js',
    '/basic/assets/i18n/xx.json',
    '/basic/assets/i18n/',
    '/no/such/page.html',
  ])('sends %s to the error page', async (target) => {
    expectErrorPage(await get(target));
  });

  it.each([
    ['/basic/assets/index-AbCd1234.js', immutableCacheControl, /^application\/javascript/],
    ['/aober/chicshes/assets/index-AbCd1234.css', immutableCacheControl, /^text\/css/],
    ['/basic/assets/i18n/en.json', revalidateCacheControl, /^application\/json/],
    ['/basic/assets/i18n/he.later.json', revalidateCacheControl, /^application\/json/],
    ['/basic/assets/favicon.svg', revalidateCacheControl, /^image\/svg\+xml/],
    ['/health.html', revalidateCacheControl, /^text\/html/],
  ])('serves %s with Cache-Control %s', async (target, cacheControl, contentType) => {
    const reply = await get(target);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe(cacheControl);
    expect(reply.headers['content-type']).toMatch(contentType);
  });

  it.each(
    acceptEncodingCases.flatMap(([client, header, ...choices]) => {
      const expected = choices.length > 1 ? choices[1] : choices[0];
      return [
        [client, header, '/basic/', 'basic/index.html', revalidateCacheControl, expected],
        [
          client,
          header,
          '/basic/assets/index-AbCd1234.js',
          'basic/assets/index-AbCd1234.js',
          immutableCacheControl,
          expected,
        ],
      ];
    }),
  )(
    '%s (%s) GET %s: the build’s precompressed %s, as %s',
    async (_client, header, target, file, cacheControl, expected) => {
      const reply = await get(target, header === undefined ? {} : { 'accept-encoding': header });
      expect(reply.headers['content-encoding']).toBe(expected);
      expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
      expect(reply.headers['cache-control']).toBe(cacheControl);
      const decoded =
        expected === 'br'
          ? brotliDecompressSync(reply.bytes)
          : expected === 'gzip'
            ? gunzipSync(reply.bytes)
            : reply.bytes;
      expect(decoded.toString('utf8')).toBe(compressibleFiles[file]);
      if (expected) {
        expect(reply.bytes.length).toBeLessThan(Buffer.byteLength(compressibleFiles[file] ?? ''));
      }
    },
  );

  it('sends a file that gzip and brotli would not shrink as it is', async () => {
    const reply = await get('/basic/assets/favicon.svg', { 'accept-encoding': 'gzip, br' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toContain(fixtureMarker('basic/assets/favicon.svg'));
  });

  it('serves /configuration as JSON, revalidated', async () => {
    const reply = await get('/configuration');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['cache-control']).toBe(revalidateCacheControl);
    expect(JSON.parse(reply.body)).toEqual({ hppAnyBaseURL: '/gateway' });
  });

  it('proxies /gateway/ to the gateway upstream without the prefix, with the Host the browser sent', async () => {
    const reply = await get('/gateway/rest/v2/checkout?x=1');
    expect(reply.status).toBe(200);
    // The port stays: a gateway comparing Origin with Host would refuse every write otherwise.
    expect(JSON.parse(reply.body)).toEqual({
      upstreamSaw: '/rest/v2/checkout?x=1',
      host: `127.0.0.1:${nginx?.port}`,
    });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    // Exactly one of each: a payment reply is stored by no cache, and this origin promises https.
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['strict-transport-security']).toBe(strictTransportSecurity);
  });

  it('passes on the XSRF cookie the gateway issues, with the static /configuration', async () => {
    const reply = await get('/configuration');
    expect(reply.headers['set-cookie']).toEqual(['XSRF-TOKEN=issued; Path=/']);
    expect(JSON.parse(reply.body)).toEqual({ hppAnyBaseURL: '/gateway' });
  });

  it('still serves /configuration, without a cookie, while the gateway cannot issue one', async () => {
    const reply = await get('/configuration', { 'x-test-gateway': 'down' });
    expect(reply.status).toBe(200);
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse(reply.body)).toEqual({ hppAnyBaseURL: '/gateway' });
    expect(reply.headers['cache-control']).toBe(revalidateCacheControl);
    expect(reply.headers['content-security-policy']).toBe(resourceContentSecurityPolicy);
  });

  it.each([
    ['the missing slash', '/basic', 301],
    ['an unknown path', '/no/such/page.html', 302],
    ['a traversal', '/basic/%2e%2e/x', 302],
  ])('the redirect for %s carries the security headers', async (_name, target, status) => {
    const reply = await get(target);
    expect(reply.status).toBe(status);
    expect(reply.headers['content-security-policy']).toBe(resourceContentSecurityPolicy);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it.each([
    ['a URL over 8 KB (CloudFront refuses those too)', `/basic/?tokenList=${'a'.repeat(9000)}`, {}, 414],
    ['a cookie too large for any header buffer', '/basic/', { cookie: `c=${'a'.repeat(9000)}` }, 400],
  ])('%s gets the error page, with its security headers', async (_name, target, headers, status) => {
    const reply = await get(target, headers);
    expect(reply.status).toBe(status);
    expect(reply.body).toContain(fixtureMarker(errorFile));
    expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the access log of the generated config', () => {
  // A merchant may send a saved card's full number in the page's query (tokenList).
  const cardQuery = `tokenList=${encodeURIComponent('[token:tok_1,cardNumber:4111111111111111,expiryMonth:12,expiryYear:2030]')}`;

  /** The access-log lines written for requests carrying `marker` in their User-Agent. */
  async function loggedLines(marker: string): Promise<string[]> {
    const log = await readFile(path.join(nginx?.workDir ?? '', 'access.log'), 'utf8').catch(() => '');
    return log.split('\n').filter((line) => line.includes(marker));
  }

  it.each([
    ['a page', `/basic/?M=M1001&${cardQuery}`, '"GET /basic/ HTTP/1.1" 200'],
    [
      'an asset',
      `/basic/assets/index-AbCd1234.js?${cardQuery}`,
      '"GET /basic/assets/index-AbCd1234.js HTTP/1.1" 200',
    ],
    [
      'the proxied gateway',
      `/gateway/rest/v2/checkout?${cardQuery}`,
      '"GET /gateway/rest/v2/checkout HTTP/1.1" 200',
    ],
    ['a redirect', `/basic?${cardQuery}`, '"GET /basic HTTP/1.1" 301'],
  ])('logs %s without its query, and the Referer without its query', async (_name, target, logged) => {
    const marker = `hpp-log-test-${Math.random().toString(36).slice(2)}`;
    const referer = `http://127.0.0.1:${nginx?.port}/basic/?${cardQuery}`;
    await get(target, { 'user-agent': marker, referer });
    await expect.poll(() => loggedLines(marker)).toHaveLength(1);
    const [line] = await loggedLines(marker);
    expect(line).toContain(logged);
    expect(line).toContain(`"http://127.0.0.1:${nginx?.port}/basic/" "${marker}"`);
    expect(line).not.toContain('4111111111111111');
    expect(line).not.toContain('?');
  });

  it.each(manifest.routes.map((route) => [route.path] as const))(
    '%s sends Referrer-Policy: strict-origin (at most the origin as Referer, never the query)',
    async (routePath) => {
      expect((await get(routePath)).headers['referrer-policy']).toBe('strict-origin');
    },
  );
});

describe('a dist without the error page (an --only build once left it so)', () => {
  let partial: RunningNginx | undefined;
  const errorFile = manifest.errorPage.slice(1);

  beforeAll(async () => {
    partial = await startNginx({
      prepare: async (workDir) => {
        await writeFixtureDist(path.join(workDir, 'dist'), manifest);
        await rm(path.join(workDir, 'dist', errorFile));
      },
      serverBlock: (port, workDir) =>
        nginxConfig(manifest, { root: path.join(workDir, 'dist'), port, host: '127.0.0.1', security }),
    });
  }, 30_000);
  afterAll(() => partial?.stop());

  it.each([
    // what is asked, the status, where it sends the browser
    [manifest.errorPage, 404, null],
    ['/no-such-variant/', 302, manifest.errorPage],
    ['/basic/assets/missing-file.js', 302, manifest.errorPage],
  ])('%s: %i, to %s, never the error page redirecting to itself', async (target, status, location) => {
    const reply = await fetch(`${partial?.url}${target}`, { redirect: 'manual' });
    expect(reply.status).toBe(status);
    expect(reply.headers.get('location')?.replace(/^https?:\/\/[^/]+/, '') ?? null).toBe(location);
  });
});
