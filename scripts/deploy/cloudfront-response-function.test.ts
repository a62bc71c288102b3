import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { registryRoutesManifest } from '@scripts/routes/registry-routes';
import type { RouteEntry } from '@scripts/routes/routes-manifest';
import { deploySecurity, iframeVariantPaths, type SiteSecurity } from '@scripts/security/route-security';
import { pages, variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { cloudfrontFunctionSizeLimit } from './cloudfront-function';
import { cloudfrontResponseFunction } from './cloudfront-response-function';
import { pageObjectMetadata, s3UserMetadataLimit } from './page-metadata';

// Every page with an import-map and a stylesheet hash of its own, as after a build.
const registryManifest = registryRoutesManifest();
const manifest = {
  ...registryManifest,
  routes: registryManifest.routes.map((route) => ({
    ...route,
    inlineHashes: {
      script: [`'sha256-${createHash('sha256').update(route.path).digest('base64')}'`],
      style: [`'sha256-${createHash('sha256').update(`${route.path}.css`).digest('base64')}'`],
    },
  })),
};
const security = deploySecurity({
  registry: { variants },
  gatewayBaseUrl: 'https://gw.example/hpp',
  frameAncestors: 'pinergy=https://shop.example; *=https://partner.example',
});
const code = cloudfrontResponseFunction(manifest, security);

type Handler = (event: unknown) => { statusCode: number; headers: Record<string, { value: string }> };

// CloudFront's engine is not Node: a bare V8 context, as in cloudfront-function.test.ts.
function handlerOf(source: string): Handler {
  const sandbox = vm.createContext({});
  vm.runInContext(source, sandbox, { filename: 'cloudfront-response-function.js' });
  return vm.runInContext('handler', sandbox) as Handler;
}
const handler = handlerOf(code);

/** The headers S3 answers with for an object uploaded with this user metadata. */
function fromS3(
  contentType: string,
  metadata: Record<string, string> = {},
): Record<string, { value: string }> {
  return {
    'content-type': { value: contentType },
    'cache-control': { value: 'no-cache' },
    ...Object.fromEntries(Object.entries(metadata).map(([key, value]) => [`x-amz-meta-${key}`, { value }])),
  };
}

function respond(uri: string, originHeaders: Record<string, { value: string }>, run: Handler = handler) {
  const response = run({
    version: '1.0',
    context: { eventType: 'viewer-response' },
    viewer: { ip: '192.0.2.1' },
    request: { method: 'GET', uri, querystring: {}, headers: {}, cookies: {} },
    response: { statusCode: 200, statusDescription: 'OK', headers: originHeaders, cookies: {} },
  });
  return Object.fromEntries(Object.entries(response.headers).map(([name, { value }]) => [name, value]));
}

/** A page as deploy uploads it: with its own headers as metadata. */
function page(route: RouteEntry, site: SiteSecurity = security, run: Handler = handler) {
  return respond(route.file, fromS3('text/html; charset=utf-8', pageObjectMetadata(site.page(route))), run);
}

describe('the generated CloudFront viewer-response function', () => {
  it('fits CloudFront’s size limit', () => {
    expect(Buffer.byteLength(code)).toBeLessThan(cloudfrontFunctionSizeLimit);
  });

  it('is the same code for 50 pages and for 1,000 (it holds no table of pages)', () => {
    const many = registryRoutesManifest({
      variants: [
        ...variants,
        ...Array.from({ length: 950 }, (_, index) => ({
          path: `shop-${index}`,
          screen: 'card-form' as const,
          theme: 'basic-theme',
        })),
      ],
      pages,
    });
    expect(cloudfrontResponseFunction(many, security)).toBe(code);
  });

  it.each(manifest.routes.map((route) => [route.path, route] as const))(
    '%s gets exactly its page headers from its object’s metadata, and no x-amz-meta-*',
    (_path, route) => {
      expect(page(route)).toEqual({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        ...security.page(route),
      });
    },
  );

  it.each([
    ['/pinergy/', "frame-ancestors 'self' https://partner.example https://shop.example;"],
    ['/thinkland/', "frame-ancestors 'self' https://partner.example;"],
    ['/basic/', "frame-ancestors 'none';"],
  ])('%s: %s', (path, ancestors) => {
    const route = manifest.routes.find((entry) => entry.path === path) as RouteEntry;
    expect(page(route)['content-security-policy']).toContain(ancestors);
  });

  it.each([['/basic/'], ['/pinergy/'], ['/aober/chicshes.html']])(
    '%s allows exactly the hashes of its own import map and stylesheet',
    (path) => {
      const route = manifest.routes.find((entry) => entry.path === path) as RouteEntry;
      const policy = page(route)['content-security-policy'];
      expect(policy).toContain(`script-src 'self' ${route.inlineHashes?.script[0]};`);
      expect(policy).toContain(`style-src 'self' ${route.inlineHashes?.style[0]};`);
    },
  );

  it('gives an HTML object without metadata the strictest page headers: no hashes, no framing', () => {
    const headers = respond('/pinergy/index.html', fromS3('text/html'));
    expect(headers).toEqual({
      'content-type': 'text/html',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      ...security.page({ variant: '', screen: 'card-form' }),
    });
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none';");
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('lets an object’s metadata set only the per-page headers, and passes none of it on', () => {
    const basic = manifest.routes.find((entry) => entry.path === '/basic/') as RouteEntry;
    const headers = respond(
      '/basic/index.html',
      fromS3('text/html', {
        ...pageObjectMetadata(security.page(basic)),
        'hpp-strict-transport-security': 'max-age=0',
        'hpp-set-cookie': 'a=b',
        'other-tool': 'x',
      }),
    );
    expect(headers).toEqual({
      'content-type': 'text/html',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      ...security.page(basic),
    });
  });

  it.each([
    ['/basic/assets/index-AbCd1234.js', 'application/javascript'],
    ['/configuration', 'application/json'],
    ['/pinergy/assets/favicon.svg', 'image/svg+xml'],
  ])(
    '%s (%s) gets the resource headers, and Vary: its .br or .gz was chosen by Accept-Encoding',
    (uri, type) => {
      expect(respond(uri, fromS3(type, { 'hpp-content-security-policy': 'default-src *' }))).toEqual({
        'content-type': type,
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        ...security.resource,
      });
    },
  );
});

it('sends an image, which has no encoded copies, without Vary', () => {
  expect(respond('/basic/assets/apm/paypal.png', fromS3('image/png'))).toEqual({
    'content-type': 'image/png',
    'cache-control': 'no-cache',
    ...security.resource,
  });
});

describe('every iframe variant framed by merchants of its own', () => {
  const iframeVariants = iframeVariantPaths({ variants });
  const frameAncestors = (count: number) =>
    iframeVariants
      .map(
        (path, index) =>
          `${path}=${Array.from({ length: count }, (_, n) => `https://shop-${n}.merchant-${index}.example.com`).join(' ')}`,
      )
      .join('; ');

  it('gets them from its metadata, with a function no larger', () => {
    const busy = deploySecurity({
      registry: { variants },
      gatewayBaseUrl: 'https://gateway.payments.example.com/hpp',
      frameAncestors: frameAncestors(10),
    });
    const busyCode = cloudfrontResponseFunction(manifest, busy);
    expect(Buffer.byteLength(busyCode)).toBeLessThan(cloudfrontFunctionSizeLimit);
    const busyHandler = handlerOf(busyCode);
    iframeVariants.forEach((path, index) => {
      const route = manifest.routes.find((entry) => entry.variant === path) as RouteEntry;
      const headers = page(route, busy, busyHandler);
      expect(headers['content-security-policy']).toContain(`https://shop-9.merchant-${index}.example.com;`);
      expect(headers).toEqual({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        ...busy.page(route),
      });
    });
  });

  it('fails, naming the page, when a page’s headers outgrow S3’s 2 KB of metadata', () => {
    const tooMany = deploySecurity({
      registry: { variants },
      gatewayBaseUrl: '/gateway',
      frameAncestors: frameAncestors(60),
    });
    expect(() => cloudfrontResponseFunction(manifest, tooMany)).toThrow(
      new RegExp(
        `/pinergy/: its own security headers are \\d+ bytes as S3 metadata, over S3's ${s3UserMetadataLimit} bytes`,
      ),
    );
  });
});
