import { toSafeNavigationUrl } from '@/core/safe-url';

/**
 * The one rule for links to the merchant (FailURL, BackURL, the result page's "Return to the
 * shop"): anyone can write them into the address, so a variant may list the merchant's hosts and
 * every other host is treated as if no link had been given. Each entry is a host name, matched
 * exactly (`shop.example`), or `*.` and a host name, matching any subdomain of it but not the
 * name itself (`*.shop.example`: `m.shop.example`, `a.b.shop.example`). Lower case, IDNs in their
 * `xn--` form, no scheme, port or path: both http and https and every port of a listed host pass.
 * No list (or an empty one) means any host, as in the spec, which limits FailURL and BackURL to no
 * host; the http(s) rule is ours (safe-url.ts).
 */
export type MerchantHosts = readonly string[] | undefined;

const hostPattern = /^(\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Whether `entry` is a host list entry the rule above understands (used by the build's checks). */
export function isMerchantHostPattern(entry: string): boolean {
  return entry.length <= 253 && hostPattern.test(entry);
}

/**
 * `candidate` as a safe http(s) URL (src/core/safe-url.ts) whose host the list allows, or
 * undefined: the caller then behaves as if the merchant gave no such URL. The spec takes FailURL
 * and BackURL "if set and not blank", so whitespace around one (a merchant's template, a pasted
 * link) is trimmed first, with isBlank's notion of whitespace; then every check applies to what is
 * left, and a control character inside it is still refused.
 */
export function merchantUrl(candidate: string, hosts: MerchantHosts): string | undefined {
  const url = toSafeNavigationUrl(candidate.trim());
  if (!url || !hosts?.length) return url;
  const host = new URL(url).hostname;
  return hosts.some((entry) => entry === host || (entry[0] === '*' && host.endsWith(entry.slice(1))))
    ? url
    : undefined;
}
