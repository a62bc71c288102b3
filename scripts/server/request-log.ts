import type { MiddlewareHandler } from 'hono';

/**
 * One line per request: method, path, status, milliseconds. Never the query or the body: the
 * body carries card numbers and security codes (architecture principle 7), and the query of a page
 * address carries merchant and shopper ids.
 */
export function requestLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - started);
      write(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    }
  };
}
