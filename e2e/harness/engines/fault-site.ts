import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { distDir } from '@scripts/browser/site';
import { createSandboxServer, type SandboxServer } from '@scripts/server/create-sandbox-server';
import type { GatewayDialect } from '@scripts/server/gateway-dialect';

/** Where the browser sends the policy's violation reports (report-uri, which all three engines send). */
export const cspReportPath = '/__e2e/csp-report';

export interface SentRequest {
  method: string;
  path: string;
  body: string;
}

/**
 * The sandbox with, in front of it, what the Chromium-only tests do with Playwright's `route`:
 * classic WebDriver cannot intercept requests, so the server serves the faults, the same for every
 * engine, and hears what the browser reports.
 */
export interface FaultSite {
  url: string;
  server: SandboxServer;
  /** Every CSP violation report the browser sent, as its JSON text. */
  cspReports: string[];
  /** Every request with a body the browser sent (POSTs to the gateway, pings). */
  sent: SentRequest[];
  /** Serves the files whose path matches with `change` applied to their text, until reset. */
  tamper(path: RegExp, change: (body: string) => string): void;
  /** Serves the pages whose path matches with `change` applied to their Content-Security-Policy, until reset. */
  tamperPolicy(path: RegExp, change: (policy: string) => string): void;
  /** Holds the answers for paths that match until the returned function is called. */
  hold(path: RegExp): () => void;
  /**
   * A gateway that acts and then never answers: the first `times` requests whose path matches
   * reach the sandbox (which charges), and their reply is held until reset or close.
   */
  hangReplies(path: RegExp, times: number): void;
  /**
   * A connection dropped mid-reply on every request whose path matches (or on the first `times`
   * of them: a flaky connection that drops one request): the sandbox acts, the status line and a
   * first part of its answer go out, then the connection is cut. Until the returned function is
   * called, or reset.
   */
  loseReplies(path: RegExp, times?: number): () => void;
  /** Forgets the faults, the reports and the requests. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFaultSite(
  options: { gateway?: GatewayDialect; frameAncestors?: string } = {},
): Promise<FaultSite> {
  const cspReports: string[] = [];
  const sent: SentRequest[] = [];
  let tampers: { path: RegExp; change: (body: string) => string }[] = [];
  let policyTampers: { path: RegExp; change: (policy: string) => string }[] = [];
  let holds: { path: RegExp; released: Promise<void> }[] = [];
  let hangs: { path: RegExp; left: number }[] = [];
  let losses: { path: RegExp; left: number }[] = [];
  // Replies hung by hangReplies: let go (to connections the page has long closed) at reset.
  let letGoOfHungReplies: () => void = () => undefined;
  let hungRepliesLetGo = new Promise<void>((resolve) => {
    letGoOfHungReplies = resolve;
  });

  const server = await createSandboxServer({
    distDir,
    port: 0,
    latencyScale: 0.1,
    log: () => undefined,
    dialect: options.gateway ?? 'full',
    ...(options.frameAncestors ? { frameAncestors: options.frameAncestors } : {}),
    intercept: async (request, next) => {
      const url = new URL(request.url);
      if (url.pathname === cspReportPath) {
        cspReports.push(await request.text());
        return new Response(null, { status: 204 });
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        sent.push({
          method: request.method,
          path: `${url.pathname}${url.search}`,
          body: await request.clone().text(),
        });
      }
      for (const hold of holds) if (hold.path.test(url.pathname)) await hold.released;
      const tamper = tampers.find((entry) => entry.path.test(url.pathname));
      const loss = losses.find((entry) => entry.left > 0 && entry.path.test(url.pathname));
      if (loss) loss.left -= 1;
      const lost = loss !== undefined;
      // Asked for uncompressed, so the text can be changed, or cut in half as text.
      const forwarded = tamper || lost ? withoutHeader(request, 'accept-encoding') : request;
      const response = await next(forwarded);
      const hang = hangs.find((entry) => entry.left > 0 && entry.path.test(url.pathname));
      if (hang) {
        hang.left -= 1;
        await hungRepliesLetGo;
      }
      if (lost) return cutMidReply(response);
      const headers = new Headers(response.headers);
      const served = headers.get('content-security-policy');
      const policyTamper = policyTampers.find((entry) => entry.path.test(url.pathname));
      const policy = served && policyTamper ? policyTamper.change(served) : served;
      if (policy) headers.set('content-security-policy', `${policy}; report-uri ${cspReportPath}`);
      let body: BodyInit | null = response.body;
      if (tamper && response.ok) {
        body = tamper.change(await response.text());
        headers.delete('content-length');
        headers.delete('etag');
      }
      return new Response(body, { status: response.status, statusText: response.statusText, headers });
    },
  });

  return {
    url: server.url,
    server,
    cspReports,
    sent,
    tamper: (path, change) => {
      tampers.push({ path, change });
    },
    tamperPolicy: (path, change) => {
      policyTampers.push({ path, change });
    },
    hold: (path) => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ path, released });
      return release;
    },
    hangReplies: (path, times) => {
      hangs.push({ path, left: times });
    },
    loseReplies: (path, times = Number.POSITIVE_INFINITY) => {
      const loss = { path, left: times };
      losses.push(loss);
      return () => {
        losses = losses.filter((entry) => entry !== loss);
      };
    },
    reset: () => {
      tampers = [];
      policyTampers = [];
      holds = [];
      hangs = [];
      losses = [];
      letGoOfHungReplies();
      hungRepliesLetGo = new Promise<void>((resolve) => {
        letGoOfHungReplies = resolve;
      });
      cspReports.length = 0;
      sent.length = 0;
    },
    close: () => {
      letGoOfHungReplies();
      return server.close();
    },
  };
}

/** Marks the cut as a closed connection, which the Node adapter lets go without an error log. */
const connectionCut = Object.assign(new Error('the fault site cut the connection mid-reply'), {
  code: 'ERR_STREAM_PREMATURE_CLOSE',
});

/**
 * The status line and the first bytes of `response`, then a cut connection. Cutting before any
 * byte is not the same: a browser quietly sends a POST again itself when a reused connection
 * fails that early, and the page would never see the loss.
 */
async function cutMidReply(response: Response): Promise<Response> {
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.set('content-length', String(Buffer.byteLength(text) + 4096));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text.slice(0, Math.ceil(text.length / 2))));
    },
    pull(controller) {
      // After the first part has gone out.
      setTimeout(() => controller.error(connectionCut), 50);
      return new Promise(() => undefined);
    },
  });
  return new Response(body, { status: response.status, headers });
}

function withoutHeader(request: Request, name: string): Request {
  const headers = new Headers(request.headers);
  headers.delete(name);
  return new Request(request, { headers });
}

/**
 * A merchant on another origin: `/frame?src=` frames a payment page as a shop embedding an iframe
 * variant does, and `/shop` is where "Return to the shop" and Back lead.
 */
export async function startMerchantSite(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://merchant');
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/frame') {
      const src = (url.searchParams.get('src') ?? '').replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      response.end(
        `<!doctype html><title>Merchant</title><h1>Merchant checkout</h1><iframe id="hpp" title="Payment" width="420" height="760" src="${src}"></iframe>`,
      );
      return;
    }
    response.end(`<!doctype html><title>Shop</title><h1>Shop page ${url.pathname}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
