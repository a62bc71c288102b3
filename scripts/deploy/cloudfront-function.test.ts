import vm from 'node:vm';
import { precompressedSuffixes } from '@scripts/build/served-encodings';
import { pathLikeStrings } from '@scripts/routes/path-like-strings';
import { registryRoutesManifest } from '@scripts/routes/registry-routes';
import { type RouteResolution, resolveRoute } from '@scripts/routes/resolve-route';
import { routeCases } from '@scripts/routes/route-cases';
import { acceptEncodingCases } from '@scripts/server/accept-encoding-cases';
import { chooseEncoding } from '@scripts/server/content-encoding';
import { pages } from '@variants/registry';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloudfrontFunction, cloudfrontFunctionSizeLimit } from './cloudfront-function';

const manifest = registryRoutesManifest();
const code = cloudfrontFunction(manifest);
const routeFiles = new Set(manifest.routes.map((route) => route.file));

interface CloudFrontValue {
  value: string;
  multiValue?: CloudFrontValue[];
}
interface CloudFrontRequest {
  method: string;
  uri: string;
  querystring: Record<string, CloudFrontValue>;
  headers: Record<string, CloudFrontValue>;
  cookies: Record<string, CloudFrontValue>;
}
interface CloudFrontResponse {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, CloudFrontValue>;
}

// A fresh V8 context with only the language built-ins, like CloudFront's runtime: no require,
// no process, no Buffer. The handler is a top-level function declaration, as CloudFront wants.
const sandbox = vm.createContext({});
vm.runInContext(code, sandbox, { filename: 'cloudfront-function.js' });
const handler = vm.runInContext('handler', sandbox) as (
  event: unknown,
) => CloudFrontRequest | CloudFrontResponse;

/** The event CloudFront passes for "GET <target>": uri without the query, query as an object of raw values. */
function viewerRequest(
  target: string,
  headers: Record<string, CloudFrontValue> = {},
): {
  version: string;
  context: object;
  viewer: object;
  request: CloudFrontRequest;
} {
  const queryAt = target.indexOf('?');
  const uri = queryAt === -1 ? target : target.slice(0, queryAt);
  const querystring: Record<string, CloudFrontValue> = {};
  if (queryAt !== -1) {
    for (const part of target.slice(queryAt + 1).split('&')) {
      const [key = '', value = ''] = part.split(/=(.*)/s);
      const existing = querystring[key];
      if (existing) {
        existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
      } else {
        querystring[key] = { value };
      }
    }
  }
  return {
    version: '1.0',
    context: {
      distributionDomainName: 'd111111abcdef8.cloudfront.net',
      eventType: 'viewer-request',
      requestId: 'test',
    },
    viewer: { ip: '192.0.2.1' },
    request: {
      method: 'GET',
      uri,
      querystring,
      headers: { host: { value: 'pay.example' }, ...headers },
      cookies: {},
    },
  };
}

/**
 * What the distribution does, in resolveRoute's terms, with a bucket that holds exactly the files
 * of the manifest: the function's redirect, or the object it asks for (a page, an asset below a
 * bundle's folder), or 'missing' when the bucket has no such object (the custom error response
 * then shows the error page with status 404).
 */
type Served = RouteResolution | { kind: 'missing'; file: string };

const assetPrefixes = manifest.assetPrefixes.map((prefix) => prefix.slice(1));

function outcome(target: string): Served {
  const event = viewerRequest(target);
  const originalUri = event.request.uri;
  const result = handler(event);
  if ('statusCode' in result) {
    expect(result.statusCode === 301 || result.statusCode === 302).toBe(true);
    return {
      kind: 'redirect',
      location: result.headers.location?.value ?? '',
      status: result.statusCode as 301 | 302,
    };
  }
  const file = decodeURIComponent(result.uri).slice(1);
  if (routeFiles.has(file)) return { kind: 'page', file };
  if (assetPrefixes.some((prefix) => file.startsWith(prefix))) {
    // An asset passes through untouched.
    expect(result.uri).toBe(originalUri);
    return { kind: 'asset', file };
  }
  return { kind: 'missing', file };
}

/**
 * Where the shopper ends up for a path resolveRoute sends to the error page: the function's 302,
 * or an object the bucket does not have (the error page, 404), directly or after the 301 that
 * adds a folder's slash.
 */
function endsOnErrorPage(target: string): boolean {
  const served = outcome(target);
  if (served.kind === 'missing') return true;
  if (served.kind !== 'redirect') return false;
  if (served.status === 302) return served.location === manifest.errorPage;
  const next = outcome(served.location.replace(/\?.*$/, ''));
  return next.kind === 'missing' || (next.kind === 'redirect' && next.status === 302);
}

function expectAgreement(target: string, expected: RouteResolution): void {
  if (expected.kind === 'redirect' && expected.status === 302) {
    expect(endsOnErrorPage(target), `${target} ends on the error page`).toBe(true);
  } else {
    expect(outcome(target)).toEqual(expected);
  }
}

describe('the CloudFront function', () => {
  it('fits CloudFront’s 10 KB limit', () => {
    expect(Buffer.byteLength(code)).toBeLessThan(cloudfrontFunctionSizeLimit);
  });

  it('is the same code for any number of routes (it holds no table of them)', () => {
    const many = registryRoutesManifest({
      variants: Array.from({ length: 1000 }, (_, index) => ({
        path: `shop-${index}`,
        screen: 'card-form' as const,
        theme: 'basic-theme',
      })),
      pages,
    });
    expect(cloudfrontFunction(many)).toBe(code);
  });

  it('uses nothing beyond plain JavaScript (runs in an empty context)', () => {
    expect(code).not.toMatch(/\brequire\(|\bimport\b|\bexport\b|\bprocess\.|\bBuffer\b/);
  });

  it('lets GET /configuration through to its S3 object', () => {
    const event = viewerRequest('/configuration');
    expect(handler(event)).toEqual(event.request);
  });

  // '/configuration' is not a route for resolveRoute (the server answers it first); see above.
  it.each(
    routeCases
      .filter((c) => c.overHttp !== false && c.rawPath !== '/configuration')
      .map((c) => [c.rawPath, c.expected] as const),
  )('%j → %j', (target, expected) => {
    expectAgreement(target, expected);
  });

  // The cases where the bucket, not the function, turns a path away (404 with the error page).
  it.each([
    ['/unknown/', 'unknown/index.html'],
    ['/salesforce/', 'salesforce/index.html'],
    ['/aober/chicshes.html/', 'aober/chicshes.html/index.html'],
    ['/nobody.html', 'nobody.html'],
  ])('%s: no object %s in the bucket', (target, file) => {
    expect(outcome(target)).toEqual({ kind: 'missing', file });
  });

  it.each([
    ['/BASIC/'],
    ['/routes.json'],
    ['/basic/scripts-manifest.json'],
    ['/deploy/nginx.conf'],
    ['/basic/assets'],
    ['/assets/index-AbCd1234.js'],
    ['/caf\u00e9/'],
  ])('%s: the error page (302) without asking the bucket', (target) => {
    expect(outcome(target)).toEqual({ kind: 'redirect', location: manifest.errorPage, status: 302 });
  });

  // Every key it names exists: npm run deploy uploads name.br and name.gz for every text file.
  it.each(
    acceptEncodingCases.flatMap(([client, header, expected]) =>
      (
        [
          ['/basic/', 'basic/index.html'],
          ['/aober/chicshes.html', 'aober/chicshes.html'],
          ['/basic/assets/index-AbCd1234.js', 'basic/assets/index-AbCd1234.js'],
          ['/basic/assets/i18n/en.json', 'basic/assets/i18n/en.json'],
        ] as const
      ).map(([target, file]) => [client, header, target, file, expected] as const),
    ),
  )('%s (%s): %s → the object %s, as %s', (_client, header, target, file, expected) => {
    const event = viewerRequest(target, header === undefined ? {} : { 'accept-encoding': { value: header } });
    const result = handler(event);
    const suffix = expected ? precompressedSuffixes[expected] : '';
    expect('uri' in result && result.uri).toBe(`/${file}${suffix}`);
  });

  it.each([['/basic/assets/apm/paypal.png'], ['/configuration'], ['/basic/assets/apm/logosvg']])(
    '%s: no encoded copy asked for (an image, a file without a text extension, a name that only ends in one)',
    (target) => {
      const event = viewerRequest(target, { 'accept-encoding': { value: 'gzip, br' } });
      const result = handler(event);
      expect('uri' in result && result.uri).toBe(target);
    },
  );

  // The function is plain JavaScript written out as text: it must choose as the servers' chooser
  // does for any header, the liberal readings included (a weight written "q = 0").
  it('chooses the encoding the sandbox and the bench’s server choose, for any Accept-Encoding', () => {
    const coding = fc.record({
      name: fc.constantFrom('br', 'gzip', '*', 'identity', 'BR', 'Gzip'),
      parameter: fc.option(
        fc.record({
          key: fc.constantFrom('q', 'Q', 'qs', 'level'),
          before: fc.constantFrom('', ' '),
          around: fc.constantFrom('', ' '),
          value: fc.constantFrom('0', '1', '0.5', '0.000', 'x'),
        }),
      ),
    });
    const headerText = fc
      .array(coding, { maxLength: 5 })
      .map((codings) =>
        codings
          .map(({ name, parameter: p }) =>
            p ? `${name}${p.before};${p.before}${p.key}${p.around}=${p.around}${p.value}` : name,
          )
          .join(', '),
      );
    fc.assert(
      fc.property(headerText, (header) => {
        const result = handler(
          viewerRequest('/basic/assets/index-AbCd1234.js', { 'accept-encoding': { value: header } }),
        );
        const expected = chooseEncoding(header, ['br', 'gzip']);
        expect('uri' in result && result.uri).toBe(
          `/basic/assets/index-AbCd1234.js${expected ? precompressedSuffixes[expected] : ''}`,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('keeps repeated query parameters on the 301', () => {
    expect(outcome('/eupago?M=1&tag=a&tag=b')).toEqual({
      kind: 'redirect',
      location: '/eupago/?M=1&tag=a&tag=b',
      status: 301,
    });
  });

  it('rewrites every route to its S3 object', () => {
    for (const route of manifest.routes)
      expect(outcome(route.path)).toEqual({ kind: 'page', file: route.file });
  });

  it('agrees with resolveRoute on random paths', () => {
    // A route of its own (aober/chicshes.html), a lone '%' and raw non-ASCII, each of which the
    // function must treat as resolveRoute does.
    const pathLike = pathLikeStrings(['aober', 'chicshes.html', '%', 'é'], 25).map((path) => `/${path}`);
    fc.assert(
      fc.property(
        fc.oneof(
          pathLike,
          fc.webPath(),
          fc.string({ maxLength: 60 }).map((s) => `/${s}`),
        ),
        (path) => {
          fc.pre(!path.includes('?') && !path.includes('#') && path !== '/configuration');
          expectAgreement(path, resolveRoute(manifest, path));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
