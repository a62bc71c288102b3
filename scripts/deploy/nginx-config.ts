import {
  hashedAssetName,
  immutableCacheControl,
  noStoreCacheControl,
  revalidateCacheControl,
} from '@scripts/routes/resolve-route';
import type { RouteEntry, RoutesManifest } from '@scripts/routes/routes-manifest';
import { maxRequestTargetBytes } from '@/core/url-limit';

/**
 * An nginx `server {}` block generated from the routes manifest: the same rules as
 * scripts/routes/resolve-route.ts, written as exact-match locations (every route, its
 * index.html, a 301 for the missing slash), one prefix location per bundle's assets, and a
 * catch-all 302 to the error page; before it, the access log format the block logs with (no
 * query strings). Drop it into http {} (e.g. /etc/nginx/conf.d/hpp.conf).
 */
export interface NginxOptions {
  /** The deployed dist/ folder. */
  root: string;
  port: number;
  /** Listen address; all interfaces when absent. */
  host?: string;
  /** e.g. "http://127.0.0.1:9000": proxied at `gatewayPath` when given. */
  gatewayUpstream?: string;
  /** Path prefix of the gateway on this origin; matches hppAnyBaseURL in dist/configuration. */
  gatewayPath?: string;
  /**
   * A URL on the gateway whose GET answer sets the `XSRF-TOKEN` cookie (the sandbox's:
   * `<origin>/configuration`). nginx asks it alongside every GET /configuration and passes the
   * cookie on, so the page holds a token the gateway issued before its first write. Without it
   * the gateway must set the cookie on some answer the page gets before it pays.
   */
  xsrfCookieSource?: string;
  /** Security headers (scripts/security/route-security.ts): per page, and for everything else. */
  security?: NginxSecurityHeaders;
  /**
   * Where the server's access log goes (`defaultNginxAccessLog` when absent), written in the
   * `hpp_without_query` format: no query string, no Referer query.
   */
  accessLog?: string;
}

/** Debian's logrotate rotates every /var/log/nginx/*.log. */
export const defaultNginxAccessLog = '/var/log/nginx/hpp-access.log';

/** The name of the log format the generated config defines and its server logs with. */
export const nginxLogFormat = 'hpp_without_query';

export interface NginxSecurityHeaders {
  page: (route: RouteEntry) => Record<string, string>;
  resource: Record<string, string>;
}

// Paths are manifest data checked by the registry validation ([a-z0-9_/.-]), but the config is
// only as safe as its strings, so refuse anything that could end a directive.
const safeNginxPath = /^\/[A-Za-z0-9_./-]*$/;

function checked(value: string, what: string): string {
  if (!safeNginxPath.test(value)) throw new Error(`${what} is not safe in an nginx config: ${value}`);
  return value;
}

function regexEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A header value goes inside "…": nothing that could end the string or interpolate a variable.
const safeHeaderValue = /^[\x20-\x21\x23\x25-\x5b\x5d-\x7a\x7c\x7e]*$/;

/**
 * Every location that answers lists all its headers: nginx drops the server-level add_header
 * lines in a location that has any of its own.
 */
function headers(cacheControl: string, indent: string, security: Record<string, string> = {}): string {
  const all: Record<string, string> = {
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    ...Object.fromEntries(
      Object.entries(security).filter(([name]) => name.toLowerCase() !== 'x-content-type-options'),
    ),
  };
  return Object.entries(all)
    .map(([name, value]) => {
      if (!/^[A-Za-z0-9-]+$/.test(name) || !safeHeaderValue.test(value)) {
        throw new Error(`header ${name} is not safe in an nginx config: ${value}`);
      }
      // Canonical capitalisation for people reading the config; HTTP names are case-insensitive.
      const written = name
        .toLowerCase()
        .replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());
      return `${indent}add_header ${written} "${value}" always;`;
    })
    .join('\n');
}

/**
 * Raw request-target patterns (path part only: "^[^?]*") that resolveRoute refuses before
 * decoding or that decode into something it refuses: ".." in any spelling, encoded "/" "\" and
 * control characters, a backslash, an empty segment. nginx would otherwise decode and
 * normalise many of them into a valid-looking path.
 */
// \x5c is the backslash: nginx would unescape a literal "\\" inside the quoted regex.
export const nginxRejectedRequestUri = '^[^?]*((\\.|%2e)(\\.|%2e)|%2f|%5c|%[01][0-9a-f]|%7f|\\x5c|//)';

/**
 * The access log's format and the two variables it reads, written before the server block (all
 * three belong to the http {} context the file is included in). A merchant may send a saved
 * card's full number in the page's query (`tokenList`), so the log holds the request line without
 * its query and the Referer without its query: PCI DSS 3.4 wants a card number unreadable wherever
 * it is stored, logs included. Otherwise the fields of nginx's `combined` format, in its order.
 */
function accessLogFormatLines(): string[] {
  const i = '    ';
  return [
    "# The access log without query strings: the page's query may carry a card number (tokenList).",
    // $request_uri is the target as the client sent it (not decoded, not rewritten by try_files).
    'map $request_uri $hpp_log_path {',
    `${i}"~^(?<hpp_log_path_only>[^?]*)" $hpp_log_path_only;`,
    '}',
    'map $http_referer $hpp_log_referer {',
    `${i}"~^(?<hpp_log_referer_only>[^?#]*)" $hpp_log_referer_only;`,
    '}',
    `log_format ${nginxLogFormat}`,
    `${i}'$remote_addr - $remote_user [$time_local] "$request_method $hpp_log_path $server_protocol" '`,
    `${i}'$status $body_bytes_sent "$hpp_log_referer" "$http_user_agent"';`,
  ];
}

/** Of the resource headers, those the proxied gateway's answers get too: the rest are the gateway's. */
function gatewayHeaders(resource: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(resource).filter(([name]) => name.toLowerCase() === 'strict-transport-security'),
  );
}

export function nginxConfig(manifest: RoutesManifest, options: NginxOptions): string {
  const errorPage = checked(manifest.errorPage, 'error page');
  const accessLog = checked(options.accessLog ?? defaultNginxAccessLog, 'access log');
  const resource = options.security?.resource ?? {};
  const pageHeaders = (route: RouteEntry) => options.security?.page(route) ?? {};
  const i = '    ';
  const listen = options.host ? `${options.host}:${options.port}` : String(options.port);
  const lines: string[] = [
    `# Generated by scripts/build from dist/routes.json (version ${manifest.version}). Do not edit.`,
    ...accessLogFormatLines(),
    '',
    'server {',
    `${i}listen ${listen};`,
    // At server level it replaces any access_log of http {} (Debian's is in the combined format,
    // query included) for every location below, the proxied gateway's included.
    `${i}access_log ${accessLog} ${nginxLogFormat};`,
    `${i}server_name _;`,
    `${i}root ${options.root};`,
    `${i}server_tokens off;`,
    `${i}autoindex off;`,
    // "//basic/" must not be folded into "/basic/": resolveRoute refuses empty segments.
    `${i}merge_slashes off;`,
    // Locations stay relative ("/basic/"), as resolveRoute answers, whatever Host the proxy sent.
    `${i}absolute_redirect off;`,
    `${i}charset utf-8;`,
    `${i}charset_types text/css application/javascript application/json image/svg+xml;`,
    `${i}types {`,
    `${i}    text/html html;`,
    `${i}    text/css css;`,
    `${i}    application/javascript js mjs;`,
    `${i}    application/json json;`,
    `${i}    image/svg+xml svg;`,
    `${i}    image/png png;`,
    `${i}    image/webp webp;`,
    `${i}    font/woff2 woff2;`,
    `${i}}`,
    `${i}default_type application/octet-stream;`,
    `${i}# The build writes each text file's brotli and gzip beside it (name.br, name.gz, zopfli):`,
    `${i}# sent as they are, brotli to a browser that takes it, else gzip, so nothing is compressed`,
    `${i}# per request and less goes over the wire. brotli_static needs Debian's`,
    `${i}# libnginx-mod-http-brotli-static (loaded from /etc/nginx/modules-enabled/).`,
    `${i}brotli_static on;`,
    `${i}gzip_static on;`,
    `${i}gzip_vary on;`,
    '',
    `${i}# Any other path goes to the error page. A request nginx refuses while parsing its request`,
    `${i}# line ("/a/../../etc", "%00") has no URI to redirect from: it gets the error page's content`,
    `${i}# with status 400 instead.`,
    `${i}error_page 404 405 @hpp_error;`,
    `${i}# 414: a request line over 8 KB (large_client_header_buffers, as CloudFront's 8,192-byte URL`,
    `${i}# limit); 494: request headers too large. Both get the error page, never nginx's own.`,
    `${i}error_page 400 414 494 ${errorPage};`,
    `${i}large_client_header_buffers 4 ${maxRequestTargetBytes / 1024}k;`,
    `${i}# Answers that no location below writes headers for (redirects, refusals) get the resource`,
    `${i}# headers; every location that answers itself lists all of its own.`,
    headers(revalidateCacheControl, i, resource),
    `${i}if ($request_uri ~* "${nginxRejectedRequestUri}") {`,
    `${i}    return 302 ${errorPage};`,
    `${i}}`,
    `${i}if ($request_uri ~ "^[^?]{${1024 + 1},}") {`,
    `${i}    return 302 ${errorPage};`,
    `${i}}`,
    `${i}location @hpp_error {`,
    `${i}    return 302 ${errorPage};`,
    `${i}}`,
    `${i}# Where the error page itself is not deployed, a plain 404 (as the sandbox answers).`,
    `${i}location @hpp_error_page_missing {`,
    `${i}    default_type text/plain;`,
    `${i}    return 404 "Not Found";`,
    `${i}}`,
    `${i}location / {`,
    `${i}    return 302 ${errorPage};`,
    `${i}}`,
    '',
    `${i}# GET /configuration: the gateway base URL for this deployment (spec 7).`,
    `${i}location = /configuration {`,
    `${i}    default_type application/json;`,
    headers(revalidateCacheControl, `${i}    `, resource),
    ...xsrfCookieLines(options.xsrfCookieSource, `${i}    `),
    `${i}    try_files /configuration =404;`,
    `${i}}`,
  ];
  if (options.xsrfCookieSource) {
    lines.push(
      `${i}# The configuration without the cookie when the gateway cannot issue one: the page still`,
      `${i}# starts (and says so if it cannot pay), rather than failing on a gateway hiccup.`,
      `${i}location @hpp_configuration {`,
      `${i}    default_type application/json;`,
      headers(revalidateCacheControl, `${i}    `, resource),
      `${i}    try_files /configuration =404;`,
      `${i}}`,
      `${i}location = /__hpp_xsrf_cookie {`,
      `${i}    internal;`,
      `${i}    proxy_pass ${plainUpstreamUrl(options.xsrfCookieSource, 'XSRF cookie source')};`,
      `${i}    proxy_pass_request_body off;`,
      `${i}    proxy_set_header Content-Length "";`,
      `${i}    proxy_set_header Host $http_host;`,
      `${i}}`,
    );
  }
  if (options.gatewayUpstream) {
    const gatewayPath = checked(
      `${(options.gatewayPath ?? '/gateway').replace(/\/+$/, '')}/`,
      'gateway path',
    );
    lines.push(
      '',
      `${i}location ^~ ${gatewayPath} {`,
      `${i}    proxy_pass ${plainUpstreamUrl(options.gatewayUpstream, 'gateway upstream').replace(/\/*$/, '/')};`,
      `${i}    # The gateway's own headers pass through, but for three made exactly one each: nosniff,`,
      `${i}    # HSTS (the gateway is reached on this origin, which promises https), and no-store, since a`,
      `${i}    # payment reply (a 3-D Secure URL, a saved-card token) must stay in no browser or proxy cache.`,
      `${i}    proxy_hide_header X-Content-Type-Options;`,
      `${i}    proxy_hide_header Cache-Control;`,
      `${i}    proxy_hide_header Strict-Transport-Security;`,
      headers(noStoreCacheControl, `${i}    `, gatewayHeaders(resource)),
      `${i}    # $http_host keeps the port the browser used: the gateway compares Origin with it.`,
      `${i}    proxy_set_header Host $http_host;`,
      `${i}    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`,
      `${i}    proxy_set_header X-Forwarded-Proto $scheme;`,
      `${i}}`,
    );
  }
  for (const route of manifest.routes) {
    const routePath = checked(route.path, 'route');
    const file = checked(`/${route.file}`, 'route file');
    lines.push('', `${i}# ${route.variant} (${route.screen})`);
    // The error page's own 404 would go to the error page again, a redirect to itself for ever.
    const missing = file === errorPage ? [`${i}    error_page 404 @hpp_error_page_missing;`] : [];
    const answer = (location: string): void => {
      lines.push(
        `${i}location = ${location} {`,
        headers(revalidateCacheControl, `${i}    `, pageHeaders(route)),
        ...missing,
        `${i}    try_files ${file} =404;`,
        `${i}}`,
      );
    };
    answer(routePath);
    if (routePath.endsWith('/')) {
      answer(`${routePath}index.html`);
      lines.push(
        `${i}location = ${routePath.slice(0, -1)} {`,
        `${i}    return 301 ${routePath}$is_args$args;`,
        `${i}}`,
      );
    }
  }
  for (const prefix of manifest.assetPrefixes) {
    const safePrefix = checked(prefix, 'asset prefix');
    lines.push(
      '',
      `${i}location ^~ ${safePrefix} {`,
      headers(revalidateCacheControl, `${i}    `, resource),
      `${i}    location ~ "^${regexEscape(safePrefix)}${hashedAssetName}$" {`,
      headers(immutableCacheControl, `${i}        `, resource),
      `${i}        try_files $uri =404;`,
      `${i}    }`,
      `${i}    try_files $uri =404;`,
      `${i}}`,
    );
  }
  lines.push('}', '');
  return lines.join('\n');
}

function plainUpstreamUrl(url: string, what: string): string {
  if (!/^https?:\/\/[A-Za-z0-9.:[\]_-]+(\/[A-Za-z0-9_./-]*)?$/.test(url)) {
    throw new Error(`${what} is not a plain http(s) URL: ${url}`);
  }
  return url;
}

/** The XSRF cookie's subrequest (ngx_http_auth_request_module, built into Debian's nginx). */
function xsrfCookieLines(source: string | undefined, indent: string): string[] {
  if (!source) return [];
  return [
    `${indent}auth_request /__hpp_xsrf_cookie;`,
    `${indent}error_page 401 403 500 502 503 504 = @hpp_configuration;`,
    `${indent}auth_request_set $hpp_xsrf_cookie $upstream_http_set_cookie;`,
    // nginx leaves out a header whose value is empty: no cookie when the gateway sent none.
    `${indent}add_header Set-Cookie $hpp_xsrf_cookie always;`,
  ];
}

/** Where Debian's libnginx-mod-http-brotli-static puts the module that brotli_static needs. */
export const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * A whole nginx.conf around the server block, with every writable path inside `prefix`, for
 * running nginx unprivileged in the foreground (the test, a local check of a build). It loads
 * the brotli_static module itself: a system nginx.conf does that from modules-enabled/.
 */
export function nginxStandaloneConfig(serverBlock: string, prefix: string): string {
  return [
    `load_module ${brotliStaticModule};`,
    'daemon off;',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 128; }',
    'http {',
    '    access_log off;',
    `    client_body_temp_path ${prefix}/client_body;`,
    `    proxy_temp_path ${prefix}/proxy;`,
    `    fastcgi_temp_path ${prefix}/fastcgi;`,
    `    uwsgi_temp_path ${prefix}/uwsgi;`,
    `    scgi_temp_path ${prefix}/scgi;`,
    serverBlock,
    '}',
    '',
  ].join('\n');
}
