/** GET /configuration, on the page's own origin: where the page learns its gateway base. */
export const configurationPath = '/configuration';

/** The longest hppAnyBaseURL a configuration reply may carry. */
export const maxBaseUrlLength = 2048;

/**
 * The page's reading of GET /configuration's reply: hppAnyBaseURL when the reply is one that
 * `configurationReplySchema` (gateway-replies.ts, which the sandbox answers with) accepts, else
 * undefined. A plain check rather than the schema, because start-up reads it before the first
 * screen and valibot is not part of the first screen's code (page-config.ts says why).
 * A test holds the two to the same answer on arbitrary replies, so they cannot drift.
 */
export function configuredBaseUrl(reply: unknown): string | undefined {
  if (typeof reply !== 'object' || reply === null) return undefined;
  const base: unknown = (reply as { hppAnyBaseURL?: unknown }).hppAnyBaseURL;
  return typeof base === 'string' && base.length >= 1 && base.length <= maxBaseUrlLength ? base : undefined;
}
