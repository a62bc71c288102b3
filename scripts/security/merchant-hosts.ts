import type { ScreenName } from '@variants/settings';
import { isMerchantHostPattern } from '@/core/merchant-hosts';
import type { BuildTarget } from '../build/build-targets';

/**
 * The merchant hosts FailURL, BackURL and the result page's "Return to the shop" may go to
 * (src/core/merchant-hosts.ts), from HPP_MERCHANT_HOSTS at build time, in the shape of
 * HPP_FRAME_ANCESTORS:
 *
 *   HPP_MERCHANT_HOSTS="basic=shop.example,*.shop.example; *=pay.partner.example"
 *
 * Entries are separated by ';'; each names a variant's registry path (or '*' for every variant)
 * and, after '=', host entries separated by ',' or spaces. A variant's list is '*'s, its own here
 * and its registry `merchantHosts` together; a variant with none stays open to any http(s) URL.
 */
export interface MerchantHostsConfig {
  /** Allowed for every variant. */
  all: readonly string[];
  /** Allowed for one variant, by registry path. */
  byVariant: Readonly<Record<string, readonly string[]>>;
}

export function parseMerchantHosts(
  text: string | undefined,
  variantPaths: readonly string[],
): MerchantHostsConfig {
  const all: string[] = [];
  const byVariant: Record<string, string[]> = {};
  for (const entry of (text ?? '').split(';')) {
    if (entry.trim() === '') continue;
    const equals = entry.indexOf('=');
    if (equals === -1)
      throw new Error(`HPP_MERCHANT_HOSTS: "${entry.trim()}" has no "variant=" before its hosts`);
    const name = entry.slice(0, equals).trim();
    const hosts = entry
      .slice(equals + 1)
      .split(/[\s,]+/)
      .filter((host) => host !== '');
    for (const host of hosts) {
      if (!isMerchantHostPattern(host)) {
        throw new Error(
          `HPP_MERCHANT_HOSTS: "${host}" is not a lower-case host name or *. and a host name (no scheme, port or path)`,
        );
      }
    }
    if (name === '*') all.push(...hosts);
    else if (variantPaths.includes(name)) byVariant[name] = [...(byVariant[name] ?? []), ...hosts];
    else throw new Error(`HPP_MERCHANT_HOSTS: "${name}" is not a variant's registry path`);
  }
  return { all, byVariant };
}

/** The registry's non-payment screens: nothing on them leads to a merchant. */
const pagesWithoutMerchantLinks: ReadonlySet<ScreenName> = new Set(['sandbox', 'result', 'health', 'error']);

/**
 * The targets with each list baked into its runtime settings: a variant gets its own list; the
 * result page, which any variant's shopper may land on and whose address does not say which,
 * gets the union of every variant's list. A target whose list is empty is returned unchanged,
 * so its bundle carries no bytes for the setting.
 */
export function withMerchantHosts(
  targets: readonly BuildTarget[],
  config: MerchantHostsConfig,
): BuildTarget[] {
  const listOf = (target: BuildTarget): string[] =>
    target.kind === 'variant' && !pagesWithoutMerchantLinks.has(target.runtime.screen)
      ? [
          ...new Set([
            ...config.all,
            ...(config.byVariant[target.path] ?? []),
            ...(target.runtime.settings.merchantHosts ?? []),
          ]),
        ]
      : [];
  const union = [...new Set(targets.flatMap(listOf))];
  return targets.map((target) => {
    const hosts = target.runtime.screen === 'result' ? union : listOf(target);
    if (hosts.length === 0) return target;
    const settings = { ...target.runtime.settings, merchantHosts: hosts };
    return { ...target, runtime: { ...target.runtime, settings } };
  });
}
