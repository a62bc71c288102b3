import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generatedMerchantPath, generatedMerchants } from '@scripts/build/generated-merchants';
import { registryRoutesManifest } from '@scripts/routes/registry-routes';
import type { RouteEntry, RoutesManifest } from '@scripts/routes/routes-manifest';
import { deploySecurity } from '@scripts/security/route-security';
import { mergeMerchantFile } from '@variants/merchant-file';
import { pages, variants } from '@variants/registry';
import { themes } from '@variants/themes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudfrontFunction, cloudfrontFunctionSizeLimit } from './cloudfront-function';
import { cloudfrontResponseFunction } from './cloudfront-response-function';
import { cloudfrontRuntimeProblems } from './cloudfront-runtime';
import { type CloudFrontStandIn, startCloudFrontStandIn } from './cloudfront-stand-in';
import { deploy } from './deploy';
import { fixtureMarker, writeFixtureDist, writeStandInBuild } from './fixture-dist';
import { type LocalS3, startLocalS3 } from './local-s3';
import { nginxConfig, nginxStandaloneConfig } from './nginx-config';
import { nginxBinary, type RunningNginx, startNginx } from './nginx-process';

/**
 * A site of 1,000 merchants: 1,000 standard card-form variants from a generated merchants file
 * (variants/merchant-file.ts, as an operator would add them), their routes, the nginx config and
 * both CloudFront functions, each checked against its platform's limits, and the thousandth
 * merchant's page served with its own policy through a real nginx and through the CloudFront
 * stand-in (s3rver behind the two functions, in V8 contexts). The bundles are stand-ins, and
 * only a handful go to the bucket: the functions do not depend on which pages are there.
 */

const count = 1000;
const thousandth = generatedMerchantPath(count, count);
const merged = mergeMerchantFile(generatedMerchants(count), {
  file: 'generated.json',
  base: { variants: [], pages, themes },
});
if (!merged.ok) throw new Error(merged.problems.join('\n'));
const registry = merged.registry;
const registryManifest = registryRoutesManifest(registry);
// Every page with hashes of its own, as after a build.
const manifest: RoutesManifest = {
  ...registryManifest,
  routes: registryManifest.routes.map((route) => ({
    ...route,
    inlineHashes: {
      script: [`'sha256-${createHash('sha256').update(route.path).digest('base64')}'`],
      style: [`'sha256-${createHash('sha256').update(`${route.path}.css`).digest('base64')}'`],
    },
  })),
};
const security = deploySecurity({ registry, gatewayBaseUrl: '/gateway' });
const lastRoute = manifest.routes.find((route) => route.variant === thousandth) as RouteEntry;
const viewerRequest = cloudfrontFunction(manifest);
const viewerResponse = cloudfrontResponseFunction(manifest, security);

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hpp-thousand-'));
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe(`a registry of ${count} card-form variants`, () => {
  it('is valid, and its routes name every merchant and both pages', () => {
    expect(registry.variants).toHaveLength(count);
    expect(registry.variants.every((entry) => entry.screen === 'card-form')).toBe(true);
    // Each merchant's payment page and its accessibility statement, and the pages.
    expect(manifest.routes).toHaveLength(count * 2 + pages.length);
    expect(lastRoute.path).toBe(`/${thousandth}/`);
  });

  it.each([
    ['viewer-request', viewerRequest],
    ['viewer-response', viewerResponse],
  ])('its CloudFront %s function fits 10 KB, and is the one of the 48-variant registry', (_event, code) => {
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(cloudfrontFunctionSizeLimit);
    const small = registryRoutesManifest();
    const smallCode =
      code === viewerRequest
        ? cloudfrontFunction(small)
        : cloudfrontResponseFunction(
            small,
            deploySecurity({ registry: { variants }, gatewayBaseUrl: '/gateway' }),
          );
    expect(code).toBe(smallCode);
  });

  it.each([
    ['viewer-request', viewerRequest],
    ['viewer-response', viewerResponse],
  ])('its CloudFront %s function uses only what cloudfront-js-2.0 documents', (_event, code) => {
    expect(cloudfrontRuntimeProblems(code)).toEqual([]);
  });

  it('its nginx config passes nginx -t', { timeout: 30_000 }, async () => {
    if (!nginxBinary)
      throw new Error('nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-static');
    const dir = path.join(root, 'nginx-t');
    await mkdir(dir, { recursive: true });
    const config = nginxConfig(manifest, {
      root: path.join(root, 'dist'),
      port: 8080,
      host: '127.0.0.1',
      security,
      accessLog: path.join(dir, 'access.log'),
    });
    await writeFile(path.join(root, 'nginx.conf'), nginxStandaloneConfig(config, dir));
    const { stderr } = await promisify(execFile)(
      nginxBinary,
      ['-t', '-q', '-p', dir, '-c', path.join(root, 'nginx.conf'), '-e', path.join(root, 'nginx-t.log')],
      { timeout: 20_000 },
    ).catch((error: { stderr: string }) => ({ stderr: `nginx -t failed: ${error.stderr}` }));
    expect(stderr).toBe('');
  });
});

function get(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
      .on('error', reject);
  });
}

describe(`the ${count}th merchant's page`, { timeout: 60_000 }, () => {
  let nginx: RunningNginx | undefined;
  let s3: LocalS3 | undefined;
  let cloudFront: CloudFrontStandIn | undefined;

  afterAll(async () => {
    await nginx?.stop();
    await cloudFront?.close();
    await s3?.close();
  }, 30_000);

  it('is served by nginx with its own policy', async () => {
    nginx = await startNginx({
      prepare: (workDir) => writeFixtureDist(path.join(workDir, 'dist'), manifest),
      serverBlock: (port, workDir) =>
        nginxConfig(manifest, {
          root: path.join(workDir, 'dist'),
          port,
          host: '127.0.0.1',
          security,
          accessLog: path.join(workDir, 'access.log'),
        }),
    });
    const page = await get(`${nginx.url}/${thousandth}/?M=1`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(fixtureMarker(lastRoute.file));
    expect(page.headers['content-security-policy']).toBe(security.page(lastRoute)['content-security-policy']);
    expect(page.headers['content-security-policy']).toContain(
      `script-src 'self' ${lastRoute.inlineHashes?.script[0]};`,
    );
    const slashless = await get(`${nginx.url}/${thousandth}?M=1`);
    expect([slashless.status, slashless.headers.location]).toEqual([301, `/${thousandth}/?M=1`]);
  });

  it('is served through the CloudFront stand-in with its own policy', async () => {
    const dist = path.join(root, 'dist');
    const few = [generatedMerchantPath(1, count), thousandth, ...pages.map((entry) => entry.path)];
    const built = await writeStandInBuild(dist, { manifest: registryManifest, security, only: few });
    s3 = await startLocalS3({ directory: path.join(root, 's3'), bucket: 'hpp-thousand', prefix: '' });
    const result = await deploy(s3.deployOptions(dist), { store: s3.store() });
    expect(result.failures).toEqual([]);
    cloudFront = await startCloudFrontStandIn({
      dist,
      client: s3.client,
      bucket: 'hpp-thousand',
      prefix: '',
    });

    const route = built.routes.find((entry) => entry.variant === thousandth) as RouteEntry;
    expect(route.inlineHashes?.script).toHaveLength(1);
    const page = await fetch(`${cloudFront.url}/${thousandth}/?M=1`);
    expect(page.status).toBe(200);
    expect(
      Object.fromEntries(
        [...page.headers].filter(
          ([name]) =>
            name !== 'content-length' &&
            // Whichever copy the function chose for fetch's Accept-Encoding: fetch has undone it.
            name !== 'content-encoding' &&
            name !== 'date' &&
            name !== 'connection' &&
            name !== 'keep-alive' &&
            name !== 'transfer-encoding',
        ),
      ),
    ).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      ...security.page(route),
    });
    expect(page.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${route.inlineHashes?.script[0]};`,
    );
    // The first merchant's page has its own hashes, not the thousandth's.
    const first = await fetch(`${cloudFront.url}/${generatedMerchantPath(1, count)}/`);
    expect(first.headers.get('content-security-policy')).not.toBe(
      page.headers.get('content-security-policy'),
    );
    // A merchant of the registry whose page is not in this bucket: the error page's 404.
    expect((await fetch(`${cloudFront.url}/${generatedMerchantPath(999, count)}/`)).status).toBe(404);
    expect(
      (await fetch(`${cloudFront.url}/${thousandth}`, { redirect: 'manual' })).headers.get('location'),
    ).toBe(`/${thousandth}/`);
  });
});
