/**
 * The one gate every navigation target passes (architecture principle 4: only http:/https: URLs are
 * ever navigated to). FailURL, BackURL, the referrer and gateway reply URLs all come from
 * outside, so each is parsed here and anything that is not plainly http(s) is refused.
 */

const allowedProtocols = new Set(['http:', 'https:']);

/** A URL longer than this is not a redirect target we want to follow (browsers cap near 2 MB; gateways far lower). */
const maxUrlLength = 8192;

/**
 * The WHATWG URL parser silently strips leading/trailing C0 controls and spaces and deletes every
 * tab and newline, so 'java\tscript:' and ' javascript:' would parse as javascript:. The protocol
 * check below already refuses those, but a candidate carrying such characters is never a URL a
 * merchant or gateway meant to send, so it is refused outright rather than "repaired".
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const controlCharacters = /[\u0000-\u001f\u007f]/;
const edgeWhitespace = /^\s|\s$/;

/**
 * Returns the normalized href of `candidate` (resolved against `base` when relative) if it is an
 * http: or https: URL, otherwise undefined. Never throws.
 */
export function toSafeNavigationUrl(candidate: string, base?: string): string | undefined {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > maxUrlLength) {
    return undefined;
  }
  if (controlCharacters.test(candidate) || edgeWhitespace.test(candidate)) return undefined;
  let url: URL;
  try {
    url = base === undefined ? new URL(candidate) : new URL(candidate, base);
  } catch {
    return undefined;
  }
  if (!allowedProtocols.has(url.protocol)) return undefined;
  return url.href;
}
