import type { HttpClient } from '@/platform/http-client';
import { HttpError } from '@/platform/http-client';
import type { ThreeDsMethodOutcome, ThreeDsMethodRequest } from '@/platform/three-ds-method';
import { type Services, setServicesLoader } from '@/state/services';
import { makeBrowserData } from '@/testing/browser-data-fixture';

export type FakeReply = unknown | HttpError | ((body: URLSearchParams) => unknown);

/**
 * A gateway that accepts the request and never answers: the send fails as the real client's
 * does, after the time limit the page gave it (a lost reply, no status).
 */
export const neverAnswers: unique symbol = Symbol('never answers');

export interface FakeGateway {
  posts: { url: string; body: URLSearchParams }[];
  navigations: string[];
  failures: string[];
  pings: string[];
  /** What the page reported to monitoring as unusable: `url message`. */
  problems: string[];
  methodSteps: ThreeDsMethodRequest[];
  /** Every address the page wrote over its own (history.replaceState). */
  pageUrlReplacements: string[];
  services: Services;
}

/**
 * Test double for the outside world: a gateway answering by path (a value, an HttpError to
 * throw, or a function of the body), a recording navigator and a 3-D Secure method step that
 * resolves as told. Installs itself as the page's services.
 */
export function installFakeGateway(
  replies: Record<string, FakeReply>,
  options: {
    methodOutcome?: ThreeDsMethodOutcome;
    runThreeDsMethod?: Services['runThreeDsMethod'];
    gatewayBase?: string;
    pageUrl?: string;
    referrer?: string;
  } = {},
): FakeGateway {
  const gatewayBase = options.gatewayBase ?? 'https://pay.example/gateway';
  const fake: Omit<FakeGateway, 'services'> = {
    posts: [],
    navigations: [],
    failures: [],
    pings: [],
    problems: [],
    methodSteps: [],
    pageUrlReplacements: [],
  };
  let pageUrl = options.pageUrl ?? 'https://hpp.example/basic/?M=M1001';
  const http: HttpClient = {
    async postForm(url, body, postOptions) {
      fake.posts.push({ url, body });
      const path = url.startsWith(gatewayBase) ? url.slice(gatewayBase.length) : url;
      if (!(path in replies)) throw new HttpError(`Error Code: 404, Message: no fake reply for ${path}`, 404);
      const reply = replies[path];
      if (reply === neverAnswers) {
        const limitMs = postOptions?.timeoutMs ?? 60_000;
        await new Promise((resolve) => setTimeout(resolve, limitMs));
        throw new HttpError(`Error: no answer within ${Math.round(limitMs / 1000)} s`);
      }
      if (reply instanceof HttpError) throw reply;
      return typeof reply === 'function' ? (reply as (b: URLSearchParams) => unknown)(body) : reply;
    },
    async getJson(url) {
      throw new HttpError(`Error: unexpected GET ${url}`);
    },
  };
  const services: Services = {
    http,
    monitor: {
      track: (_url, work) => work(),
      redirect: (url) => {
        fake.pings.push(url);
      },
      problem: (url, message) => {
        fake.problems.push(`${url} ${message}`);
      },
    },
    navigate: (url) => {
      fake.navigations.push(url);
    },
    runThreeDsMethod:
      options.runThreeDsMethod ??
      (async (request) => {
        fake.methodSteps.push(request);
        return options.methodOutcome ?? 'notified';
      }),
    browserData: () => makeBrowserData(),
    gatewayBase,
    get pageUrl() {
      return pageUrl;
    },
    replacePageUrl: (url) => {
      fake.pageUrlReplacements.push(url);
      pageUrl = url;
    },
    referrer: options.referrer ?? '',
    onFailure: (reason) => {
      fake.failures.push(reason);
    },
  };
  // Installed as start-up installs the real ones, through a loader: the page has no other door.
  setServicesLoader(() => Promise.resolve(services));
  return { ...fake, services };
}
