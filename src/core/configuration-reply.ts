import * as v from 'valibot';

/**
 * GET /configuration (on the page's own origin). A module of its own, apart from the other replies
 * (gateway-replies.ts re-exports it): start-up reads it before the first screen, and importing
 * gateway-replies would bring every reply's schema into the first load (0.2 kB gzip).
 */
export const configurationReplySchema = v.object({
  hppAnyBaseURL: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
});
export type ConfigurationReply = v.InferOutput<typeof configurationReplySchema>;
