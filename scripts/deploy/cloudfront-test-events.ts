import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import type { SiteSecurity } from '@scripts/security/route-security';
import { pageObjectMetadata } from './page-metadata';

/**
 * Example events for `aws cloudfront test-function` (docs/deploy.md), written by the build beside
 * the two functions in dist/deploy/, so an operator can run CloudFront's own runtime on the code
 * before publishing it: a GET of the first merchant's page for the viewer-request function, and
 * that page coming back from S3 with its own policy as object metadata for the viewer-response
 * function. The shape is CloudFront's event structure (version 1.0).
 */
export const testEventFiles = {
  viewerRequest: 'cloudfront-function.event.json',
  viewerResponse: 'cloudfront-response-function.event.json',
} as const;

export function cloudfrontTestEvents(
  manifest: RoutesManifest,
  security: SiteSecurity,
): Record<string, string> {
  const route = manifest.routes.find((entry) => entry.kind === 'variant' && entry.path.endsWith('/'));
  if (!route) throw new Error('the routes manifest has no page at a folder path to write a test event for');
  const viewer = { ip: '198.51.100.10' };
  const request = {
    method: 'GET',
    uri: route.path,
    querystring: {},
    headers: { host: { value: 'pay.example.com' }, accept: { value: 'text/html' } },
    cookies: {},
  };
  const viewerRequest = { version: '1.0', context: { eventType: 'viewer-request' }, viewer, request };
  // What S3 answers for the page, as the deploy uploaded it: its own headers as x-amz-meta-hpp-*.
  const metadata = pageObjectMetadata(security.page(route));
  const originHeaders: Record<string, { value: string }> = {
    'content-type': { value: 'text/html; charset=utf-8' },
    'cache-control': { value: 'no-cache' },
  };
  // S3 sends an object's user metadata key `k` as the header `x-amz-meta-k`.
  for (const [key, value] of Object.entries(metadata)) originHeaders[`x-amz-meta-${key}`] = { value };
  const viewerResponse = {
    version: '1.0',
    context: { eventType: 'viewer-response' },
    viewer,
    request: { ...request, uri: `/${route.file}` },
    response: { statusCode: 200, statusDescription: 'OK', headers: originHeaders, cookies: {} },
  };
  return {
    [testEventFiles.viewerRequest]: `${JSON.stringify(viewerRequest, null, 2)}\n`,
    [testEventFiles.viewerResponse]: `${JSON.stringify(viewerResponse, null, 2)}\n`,
  };
}
