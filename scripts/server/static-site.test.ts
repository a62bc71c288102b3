import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FixtureSandbox,
  fixtureFiles,
  SandboxClient,
  secretContent,
  startFixtureSandbox,
} from './sandbox-fixture';

let sandbox: FixtureSandbox;
let client: SandboxClient;

beforeAll(async () => {
  sandbox = await startFixtureSandbox();
  client = new SandboxClient(sandbox.url);
});
afterAll(() => sandbox.close());

/** A GET with the request target sent byte for byte (fetch would normalise "..", node:http does not). */
function rawGet(
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; location: string | undefined; body: string; csp: string | undefined }> {
  const { hostname, port } = new URL(sandbox.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          body,
          csp: String(res.headers['content-security-policy'] ?? ''),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe("links longer than any deployment takes (8,192 bytes, CloudFront's limit)", () => {
  it.each([
    ['just under the limit', 8192 - '/basic/?a='.length, 200],
    ['just over it', 8193 - '/basic/?a='.length, 414],
    ["beyond Node's own 16 KB header limit", 20_000, 414],
    // Node itself refused these with a bare 431 and an empty body before the app saw them.
    ["beyond the sandbox's 64 KB header buffer", 70_000, 414],
    ['a megabyte', 1_000_000, 414],
  ])('%s', async (_name, length, status) => {
    const reply = await rawGet(`/basic/?a=${'x'.repeat(length)}`);
    expect(reply.status).toBe(status);
    // Over the limit the shopper reads the error page, not a bare server message.
    expect(reply.body).toBe(fixtureFiles[status === 200 ? 'basic/index.html' : 'basic/_error.html']);
  });

  it('headers over 64 KB behind a short address: the same error page, with its headers', async () => {
    const reply = await rawGet('/basic/', { cookie: `a=${'x'.repeat(70_000)}` });
    expect(reply.status).toBe(414);
    expect(reply.body).toBe(fixtureFiles['basic/_error.html']);
    expect(reply.csp).toContain("default-src 'none'");
  });
});

describe('the bundles the sandbox console offers', () => {
  it('lists the payment pages dist/ can serve now: not the result page, not a route without its file', async () => {
    const reply = await fetch(`${sandbox.url}/gateway/__sandbox/bundles`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ bundles: ['basic'] });
  });
});

describe('static site from dist/ by the routes manifest', () => {
  it.each([
    ['/basic/', 'basic/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/basic/index.html', 'basic/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/result/', 'result/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/basic/_error.html', 'basic/_error.html', 'text/html; charset=utf-8', 'no-cache'],
    [
      '/basic/assets/index-AbC12345.js',
      'basic/assets/index-AbC12345.js',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    [
      '/basic/assets/index-XyZ98765.css',
      'basic/assets/index-XyZ98765.css',
      'text/css; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    [
      '/basic/assets/i18n/en.json',
      'basic/assets/i18n/en.json',
      'application/json; charset=utf-8',
      'no-cache',
    ],
    [
      '/basic/assets/i18n/en.later.json',
      'basic/assets/i18n/en.later.json',
      'application/json; charset=utf-8',
      'no-cache',
    ],
  ])('GET %s serves %s as %s, Cache-Control %s', async (path, file, type, cacheControl) => {
    const response = await client.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(fixtureFiles[file]);
  });

  it.each([
    ['/basic', 301, '/basic/'],
    ['/basic?M=m1&a1=order%201', 301, '/basic/?M=m1&a1=order%201'],
    ['/unknown/', 302, '/basic/_error.html'],
    ['/basic/assets/missing-AbC12345.js', 302, '/basic/_error.html'],
    ['/gone/', 302, '/basic/_error.html'],
  ])('GET %s redirects %i to %s', async (path, status, location) => {
    const response = await client.get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
  });

  it('answers HEAD with headers and no body', async () => {
    const response = await client.get('/basic/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('refuses other methods on the site', async () => {
    const response = await client.post('/basic/', { a: '1' });
    expect(response.status).toBe(405);
  });

  it('issues an XSRF-TOKEN cookie on a page (readable by script, SameSite=Strict, Path=/) and keeps a valid one', async () => {
    const fresh = new SandboxClient(sandbox.url);
    const page = await fresh.get('/basic/');
    const cookie = page.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; Path=\/; SameSite=Strict$/);
    fresh.keepCookie(page);
    const again = await fresh.get('/basic/');
    expect(again.headers.getSetCookie()).toEqual([]);
    const asset = await new SandboxClient(sandbox.url).get('/basic/assets/index-AbC12345.js');
    expect(asset.headers.getSetCookie()).toEqual([]);
  });

  it('replaces a cookie it did not issue', async () => {
    const forged = await fetch(new URL('/basic/', sandbox.url), {
      headers: { Cookie: 'XSRF-TOKEN=abc.def' },
    });
    expect(forged.headers.getSetCookie().some((value) => value.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it.each([
    '/../secret.txt',
    '/basic/../../secret.txt',
    '/basic/assets/../../../secret.txt',
    '/basic/assets/..%2f..%2f..%2fsecret.txt',
    '/basic/assets/%2e%2e/%2e%2e/%2e%2e/secret.txt',
    '/basic/assets/..%5c..%5c..%5csecret.txt',
    '/basic/assets/%252e%252e/secret.txt',
    '/basic/assets/leak-AbC12345.txt',
    '//etc/passwd',
    '/basic/assets/%00.js',
  ])('never serves a file outside dist/: %s', async (target) => {
    const response = await rawGet(target);
    expect(response.body).not.toContain(secretContent);
    expect(response.body).not.toContain('root:');
    expect([302, 400, 404]).toContain(response.status);
  });
});
