import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { variants } from '@variants/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryRoutesManifest } from '../routes/registry-routes';
import { immutableCacheControl, revalidateCacheControl } from '../routes/resolve-route';
import { routeCases } from '../routes/route-cases';
import { resourceContentSecurityPolicy } from '../security/content-security-policy';
import { deploySecurity } from '../security/route-security';
import { fixtureMarker, writeFixtureDist } from './fixture-dist';
import { nginxConfig, nginxStandaloneConfig } from './nginx-config';

// A real nginx (Debian: nginx-light) serving the generated config over a fixture dist/. Missing
// nginx is a failure, not a skip: the config is only trusted once nginx itself has run it.
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
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
}

let port = 0;
let nginx: ChildProcess | undefined;
let gateway: http.Server | undefined;
let workDir = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

/** GET with the request target sent exactly as written (no URL normalisation, no redirects followed). */
function get(target: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: target, method: 'GET', agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function waitForPort(deadline: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (nginx?.exitCode !== null && nginx?.exitCode !== undefined) {
      throw new Error(
        `nginx exited with ${nginx.exitCode}: ${await readFile(path.join(workDir, 'error.log'), 'utf8').catch(() => '')}`,
      );
    }
    if (Date.now() > deadline) throw new Error('nginx did not start listening within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  if (!nginxBinary) {
    throw new Error(
      'nginx is not installed: install the Debian package nginx-light (apt-get install nginx-light)',
    );
  }
  workDir = await mkdtemp(path.join(os.tmpdir(), 'hpp-nginx-'));
  // nginx workers run as an unprivileged user when started as root: they must reach dist/.
  await chmod(workDir, 0o755);
  const dist = path.join(workDir, 'dist');
  await writeFixtureDist(dist, manifest);

  gateway = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ upstreamSaw: request.url }));
  });
  await new Promise<void>((resolve) => gateway?.listen(0, '127.0.0.1', resolve));
  const gatewayPort = (gateway.address() as AddressInfo).port;

  port = await freePort();
  const server = nginxConfig(manifest, {
    root: dist,
    port,
    host: '127.0.0.1',
    gatewayUpstream: `http://127.0.0.1:${gatewayPort}`,
    security,
  });
  const confFile = path.join(workDir, 'nginx.conf');
  await writeFile(confFile, nginxStandaloneConfig(server, workDir));
  nginx = spawn(nginxBinary, ['-p', workDir, '-c', confFile, '-e', path.join(workDir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await waitForPort(Date.now() + 10_000);
}, 30_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => (gateway ? gateway.close(resolve) : resolve(undefined)));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

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

  it('serves /configuration as JSON, revalidated', async () => {
    const reply = await get('/configuration');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['cache-control']).toBe(revalidateCacheControl);
    expect(JSON.parse(reply.body)).toEqual({ hppAnyBaseURL: '/gateway' });
  });

  it('proxies /gateway/ to the gateway upstream without the prefix', async () => {
    const reply = await get('/gateway/rest/v2/checkout?x=1');
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ upstreamSaw: '/rest/v2/checkout?x=1' });
  });
});
