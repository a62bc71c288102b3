import { traitsOf } from '@variants/screens';
import { isMerchantHostPattern } from '@/core/merchant-hosts';
import type { BuildTarget } from '../build/build-targets';
import { parseVariantLists, type VariantLists } from './variant-lists';

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
export type MerchantHostsConfig = VariantLists;

export function parseMerchantHosts(
  text: string | undefined,
  variantPaths: readonly string[],
): MerchantHostsConfig {
  return parseVariantLists(text, variantPaths, {
    variable: 'HPP_MERCHANT_HOSTS',
    itemsName: 'hosts',
    itemSeparator: /[\s,]+/,
    itemProblem: (host) =>
      isMerchantHostPattern(host)
        ? undefined
        : 'is not a lower-case host name or *. and a host name (no scheme, port or path)',
    unknownVariant: () => "is not a variant's registry path",
  });
}

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
    target.kind === 'variant' && traitsOf(target.runtime.screen).merchantHosts === 'own'
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
    const hosts = traitsOf(target.runtime.screen).merchantHosts === 'every variant' ? union : listOf(target);
    if (hosts.length === 0) return target;
    const settings = { ...target.runtime.settings, merchantHosts: hosts };
    return { ...target, runtime: { ...target.runtime, settings } };
  });
}
