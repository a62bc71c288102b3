import vm from 'node:vm';
import { pathLikeStrings } from '@scripts/routes/path-like-strings';
import { registryRoutesManifest } from '@scripts/routes/registry-routes';
import { type RouteResolution, resolveRoute } from '@scripts/routes/resolve-route';
import { routeCases } from '@scripts/routes/route-cases';
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
function viewerRequest(target: string): {
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
    request: { method: 'GET', uri, querystring, headers: { host: { value: 'pay.example' } }, cookies: {} },
  };
}

/** What the function did, in resolveRoute's terms. */
function outcome(target: string): RouteResolution {
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
  // A page is (re)written to its S3 object, an HTML file no asset folder holds; an asset passes
  // through untouched.
  const file = decodeURIComponent(result.uri).slice(1);
  if (routeFiles.has(file)) return { kind: 'page', file };
  expect(result.uri).toBe(originalUri);
  return { kind: 'asset', file };
}

describe('the CloudFront function', () => {
  it('fits CloudFront’s 10 KB limit', () => {
    expect(Buffer.byteLength(code)).toBeLessThan(cloudfrontFunctionSizeLimit);
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
    expect(outcome(target)).toEqual(expected);
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
          expect(outcome(path)).toEqual(resolveRoute(manifest, path));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
