import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import vm from 'node:vm';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/**
 * For tests: what a CloudFront distribution in front of the bucket does with a GET, as
 * docs/deploy.md sets it up. The build's viewer-request function (dist/deploy/cloudfront-function.js)
 * answers redirects itself or names the object; the object comes from the bucket with the
 * Content-Type, Cache-Control and user metadata (x-amz-meta-*) it was uploaded with; the
 * viewer-response function (cloudfront-response-function.js) turns them into the security headers. Both functions run in a bare V8
 * context, as CloudFront's engine is not Node. V8 runs more than CloudFront's cloudfront-js-2.0
 * does: cloudfront-runtime.ts refuses what that runtime does not document. A missing object is a 404, like the custom error
 * response. No caching, no compression: what is served is what the bucket holds, the encoded copy
 * the viewer-request function chose included.
 */

interface CloudFrontValue {
  value: string;
  multiValue?: { value: string }[];
}

type Headers = Record<string, CloudFrontValue>;

interface FunctionResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Headers;
}

type Handler = (event: unknown) => { uri?: string } & Partial<FunctionResponse>;

async function loadHandler(file: string): Promise<Handler> {
  const context = vm.createContext({});
  vm.runInContext(await readFile(file, 'utf8'), context, { filename: path.basename(file) });
  return vm.runInContext('handler', context) as Handler;
}

function querystringOf(search: string): Record<string, CloudFrontValue> {
  const query: Record<string, CloudFrontValue> = {};
  for (const part of search.replace(/^\?/, '').split('&').filter(Boolean)) {
    const [key = '', value = ''] = part.split(/=(.*)/s);
    const existing = query[key];
    if (existing) existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
    else query[key] = { value };
  }
  return query;
}

function flat(headers: Headers | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, { value }]) => [name, value]));
}

export interface CloudFrontStandIn {
  url: string;
  close(): Promise<void>;
}

export async function startCloudFrontStandIn(options: {
  /** The build whose dist/deploy/ functions run. */
  dist: string;
  client: S3Client;
  bucket: string;
  /** The deploy's --prefix ("hpp/"), or "". */
  prefix: string;
  /** A port on 127.0.0.1; a free one when absent. */
  port?: number;
}): Promise<CloudFrontStandIn> {
  const viewerRequest = await loadHandler(path.join(options.dist, 'deploy', 'cloudfront-function.js'));
  const viewerResponse = await loadHandler(
    path.join(options.dist, 'deploy', 'cloudfront-response-function.js'),
  );
  const server: Server = createServer((request, reply) => {
    const url = new URL(request.url ?? '/', 'http://cloudfront.invalid');
    const event = {
      version: '1.0',
      context: { eventType: 'viewer-request', requestId: 'stand-in' },
      viewer: { ip: '127.0.0.1' },
      request: {
        method: request.method ?? 'GET',
        uri: url.pathname,
        querystring: querystringOf(url.search),
        // The one request header the functions read: the viewer-request one picks the object's
        // encoding by it.
        headers: request.headers['accept-encoding']
          ? { 'accept-encoding': { value: String(request.headers['accept-encoding']) } }
          : {},
        cookies: {},
      },
    };
    const routed = viewerRequest(event);
    if (routed.statusCode !== undefined) {
      reply.writeHead(routed.statusCode, flat(routed.headers)).end();
      return;
    }
    const key = `${options.prefix}${(routed.uri ?? url.pathname).slice(1)}`;
    options.client
      .send(new GetObjectCommand({ Bucket: options.bucket, Key: key }))
      .then(async (object) => {
        const body = await (object.Body?.transformToByteArray() ?? new Uint8Array());
        const origin: Headers = {};
        if (object.ContentType) origin['content-type'] = { value: object.ContentType };
        if (object.CacheControl) origin['cache-control'] = { value: object.CacheControl };
        if (object.ContentEncoding) origin['content-encoding'] = { value: object.ContentEncoding };
        // S3 sends an object's user metadata as x-amz-meta-* headers, and CloudFront shows the
        // viewer-response function what the origin sent (the page's own policy travels so).
        for (const [key, value] of Object.entries(object.Metadata ?? {})) {
          origin[`x-amz-meta-${key.toLowerCase()}`] = { value };
        }
        const response = viewerResponse({
          ...event,
          context: { eventType: 'viewer-response', requestId: 'stand-in' },
          request: { ...event.request, uri: routed.uri ?? url.pathname },
          response: { statusCode: 200, statusDescription: 'OK', headers: origin, cookies: {} },
        });
        reply.writeHead(response.statusCode ?? 200, flat(response.headers)).end(body);
      })
      .catch((error: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
        const missing = error.name === 'NoSuchKey' || error.$metadata?.httpStatusCode === 404;
        reply.writeHead(missing ? 404 : 502, { 'content-type': 'text/plain' }).end(String(error.name));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
