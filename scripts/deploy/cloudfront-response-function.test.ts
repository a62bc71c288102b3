import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { registryRoutesManifest } from '@scripts/routes/registry-routes';
import { deploySecurity, iframeVariantPaths } from '@scripts/security/route-security';
import { variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { cloudfrontFunctionSizeLimit } from './cloudfront-function';
import { cloudfrontResponseFunction } from './cloudfront-response-function';

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

// CloudFront's engine is not Node: a bare V8 context, as in cloudfront-function.test.ts.
const sandbox = vm.createContext({});
vm.runInContext(code, sandbox, { filename: 'cloudfront-response-function.js' });
const handler = vm.runInContext('handler', sandbox) as (event: unknown) => {
  statusCode: number;
  headers: Record<string, { value: string }>;
};

function respond(uri: string, contentType: string) {
  const response = handler({
    version: '1.0',
    context: { eventType: 'viewer-response' },
    viewer: { ip: '192.0.2.1' },
    request: { method: 'GET', uri, querystring: {}, headers: {}, cookies: {} },
    response: {
      statusCode: 200,
      statusDescription: 'OK',
      headers: { 'content-type': { value: contentType }, 'cache-control': { value: 'no-cache' } },
      cookies: {},
    },
  });
  return Object.fromEntries(Object.entries(response.headers).map(([name, { value }]) => [name, value]));
}

describe('the generated CloudFront viewer-response function', () => {
  it('fits CloudFront’s size limit', () => {
    expect(Buffer.byteLength(code)).toBeLessThan(cloudfrontFunctionSizeLimit);
  });

  // Every route, both as the viewer asked for it and as the viewer-request function rewrote it.
  const uris = manifest.routes.flatMap((route) =>
    route.path.endsWith('/')
      ? [
          [route.path, route],
          [`${route.path}index.html`, route],
        ]
      : [[route.path, route]],
  ) as [string, (typeof manifest.routes)[number]][];

  it.each(uris)('%s gets exactly its page headers', (uri, route) => {
    const headers = respond(uri, 'text/html; charset=utf-8');
    expect(headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      ...security.page(route),
    });
  });

  it.each(uris)('%s sends Referrer-Policy: strict-origin (at most the origin as Referer)', (uri) => {
    expect(respond(uri, 'text/html; charset=utf-8')['referrer-policy']).toBe('strict-origin');
  });

  it.each([
    ['/pinergy/', "frame-ancestors 'self' https://partner.example https://shop.example;"],
    ['/thinkland/index.html', "frame-ancestors 'self' https://partner.example;"],
    ['/basic/', "frame-ancestors 'none';"],
  ])('%s: %s', (uri, ancestors) => {
    expect(respond(uri, 'text/html')['content-security-policy']).toContain(ancestors);
  });

  it.each([
    ['/basic/assets/index-AbCd1234.js', 'application/javascript'],
    ['/configuration', 'application/json'],
    ['/pinergy/assets/favicon.svg', 'image/svg+xml'],
  ])('%s (%s) gets the resource headers', (uri, type) => {
    expect(respond(uri, type)).toEqual({
      'content-type': type,
      'cache-control': 'no-cache',
      ...security.resource,
    });
  });
});

describe('its size with every iframe variant framed by merchants of its own', () => {
  const iframeVariants = iframeVariantPaths({ variants });
  const perVariant = iframeVariants
    .map(
      (path, index) =>
        `${path}=https://www.merchant-${index}.example.com https://checkout.merchant-${index}.example.com`,
    )
    .join('; ');
  const busy = deploySecurity({
    registry: { variants },
    gatewayBaseUrl: 'https://gateway.payments.example.com/hpp',
    frameAncestors: perVariant,
  });
  const busyCode = cloudfrontResponseFunction(manifest, busy);

  it('still fits CloudFront’s limit, and each iframe variant gets its own merchants', () => {
    expect(iframeVariants.length).toBeGreaterThanOrEqual(2);
    expect(Buffer.byteLength(busyCode)).toBeLessThan(cloudfrontFunctionSizeLimit);
    const context = vm.createContext({});
    vm.runInContext(busyCode, context);
    const busyHandler = vm.runInContext('handler', context) as typeof handler;
    iframeVariants.forEach((path, index) => {
      const route = manifest.routes.find((entry) => entry.variant === path);
      const response = busyHandler({
        request: { uri: route?.path },
        response: { headers: { 'content-type': { value: 'text/html' } } },
      });
      expect(response.headers['content-security-policy']?.value).toContain(
        `frame-ancestors 'self' https://www.merchant-${index}.example.com https://checkout.merchant-${index}.example.com;`,
      );
      expect(response.headers).toEqual(
        Object.fromEntries(
          Object.entries({
            'content-type': 'text/html',
            ...busy.page(route as (typeof manifest.routes)[number]),
          }).map(([name, value]) => [name, { value }]),
        ),
      );
    });
  });
});

describe('each page’s import-map and stylesheet hashes in its policy', () => {
  it.each([
    ['/basic/', '/basic/'],
    ['/basic/index.html', '/basic/'],
    ['/pinergy/index.html', '/pinergy/'],
    ['/aober/chicshes.html', '/aober/chicshes.html'],
  ])('%s allows exactly the hashes of %s', (uri, path) => {
    const route = manifest.routes.find((entry) => entry.path === path);
    const [script] = route?.inlineHashes?.script ?? [];
    const [style] = route?.inlineHashes?.style ?? [];
    expect(script).toBeDefined();
    expect(style).toBeDefined();
    const policy = respond(uri, 'text/html')['content-security-policy'];
    expect(policy).toContain(`script-src 'self' ${script};`);
    expect(policy).toContain(`style-src 'self' ${style};`);
  });

  it('a page it has no hashes for gets script-src and style-src without any', () => {
    const bare = vm.createContext({});
    vm.runInContext(cloudfrontResponseFunction(registryManifest, security), bare);
    const bareHandler = vm.runInContext('handler', bare) as typeof handler;
    const response = bareHandler({
      request: { uri: '/basic/' },
      response: { headers: { 'content-type': { value: 'text/html' } } },
    });
    expect(response.headers['content-security-policy']?.value).toContain("script-src 'self';");
    expect(response.headers['content-security-policy']?.value).toContain("style-src 'self';");
  });
});
