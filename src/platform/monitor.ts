import { pingPath } from '@/core/gateway/endpoints';
import {
  buildPingQuery,
  isMonitoredUrl,
  type PingEvent,
  pingIntervalMillis,
} from '@/core/gateway/monitoring-ping';

export interface Monitor {
  /** Reports `waiting` every 2000 ms while `work` is in flight, `error` if it fails. */
  track<T>(url: string, work: () => Promise<T>): Promise<T>;
  /** Reports `redirect` with the target before the page navigates away. */
  redirect(url: string): void;
  /** Reports `error` for something the gateway sent that the page could not use as given. */
  problem(url: string, message: string): void;
}

export interface MonitorOptions {
  gatewayBase: string;
  send: (pingUrl: string) => void;
  now?: () => number;
  describeError: (error: unknown) => { message: string; status?: number };
}

/**
 * HTTP monitoring for the variants that enable it. Pings go through `buildPingQuery`, which
 * accepts only state/url/millis/message/status, so form data cannot reach a ping by construction.
 */
export function createMonitor(options: MonitorOptions): Monitor {
  const now = options.now ?? (() => Date.now());
  const ping = (event: PingEvent) => {
    options.send(`${options.gatewayBase}${pingPath}?${buildPingQuery(event).toString()}`);
  };
  return {
    async track(url, work) {
      if (!isMonitoredUrl(url)) return work();
      const started = now();
      const timer = setInterval(
        () => ping({ state: 'waiting', url, millis: now() - started }),
        pingIntervalMillis,
      );
      try {
        return await work();
      } catch (error) {
        const described = options.describeError(error);
        ping({
          state: 'error',
          url,
          millis: now() - started,
          message: described.message,
          ...(described.status !== undefined ? { status: described.status } : {}),
        });
        throw error;
      } finally {
        clearInterval(timer);
      }
    },
    redirect(url) {
      ping({ state: 'redirect', url, millis: 0 });
    },
    problem(url, message) {
      ping({ state: 'error', url, millis: 0, message });
    },
  };
}

/** A monitor that does nothing, for the variants without HTTP monitoring. */
export const silentMonitor: Monitor = {
  track: (_url, work) => work(),
  redirect: () => undefined,
  problem: () => undefined,
};
