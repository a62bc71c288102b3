import { savedVisa } from '@scripts/browser/saved-cards';
import { UsageError } from '@scripts/command-line';
import { variants } from '@variants/registry';
import { defaultSettings } from '@variants/settings';
import type { LanguageCode } from '@/core/languages';

/**
 * Our pages the load bench loads, as `--pages` names them: variant paths, and `heaviest` for the
 * variant with the heaviest first load, which the build decides (when that is basic or nayax, the
 * page is loaded once, under its own name, and either name selects it).
 */
export const loadBenchPages = ['basic', 'heaviest', 'gett', 'ips', 'aober/chicshes.html', 'nayax'] as const;
export type LoadBenchPage = (typeof loadBenchPages)[number];

/** Refuses, before anything is built or loaded, a `--pages` name that is none of loadBenchPages. */
export function checkBenchPages(wanted: readonly string[] | undefined): void {
  const unknown = (wanted ?? []).filter((key) => !(loadBenchPages as readonly string[]).includes(key));
  if (unknown.length > 0) {
    throw new UsageError(
      `npm run bench: --pages: no load bench page ${unknown.join(', ')}; its pages: ${loadBenchPages.join(', ')}`,
    );
  }
}

/** Our pages the run loads: all, or those `--pages` names by any of their keys, in the bench's order. */
export function selectPages<Page extends { keys?: readonly LoadBenchPage[] }>(
  pages: readonly Page[],
  wanted: readonly string[] | undefined,
): Page[] {
  checkBenchPages(wanted);
  return pages.filter(
    (page) => wanted === undefined || (page.keys ?? []).some((key) => wanted.includes(key)),
  );
}

export interface OurBenchPage {
  name: string;
  /** As `--pages` names it: the heaviest variant answers to two names when it is basic or nayax. */
  keys: LoadBenchPage[];
  variant: string;
  /** What the bench adds to the merchant's redirect (payment-url.ts). */
  query?: Record<string, string>;
  /** The language it shows (its variant's; no query of the bench changes it): its fair floor's. */
  language: LanguageCode;
}

/** The language a variant's page shows when no query asks for another. */
export function variantLanguage(variantPath: string): LanguageCode {
  const entry = variants.find((variant) => variant.path === variantPath);
  return entry?.settings?.language ?? defaultSettings.language;
}

/**
 * Our pages, with the query each is loaded with (what it adds is what could move the form):
 * basic, the heaviest variant, gett in Hebrew, ips with saved cards, aober with an order summary,
 * nayax. basic and nayax are loaded anyway: when one of them is the heaviest, it is loaded once,
 * under its own name.
 */
export function ourBenchPages(heaviest: string): OurBenchPage[] {
  const keysOf = (key: 'basic' | 'nayax'): LoadBenchPage[] => (heaviest === key ? [key, 'heaviest'] : [key]);
  const page = (
    name: string,
    keys: LoadBenchPage[],
    variant: string,
    query?: Record<string, string>,
  ): OurBenchPage => ({ name, keys, variant, query, language: variantLanguage(variant) });
  return [
    page('basic', keysOf('basic'), 'basic'),
    ...(heaviest === 'basic' || heaviest === 'nayax'
      ? []
      : [page(`heaviest variant ${heaviest}`, ['heaviest'], heaviest)]),
    page('gett (Hebrew)', ['gett'], 'gett'),
    page('ips with saved cards', ['ips'], 'ips', { tokenList: savedVisa }),
    page('aober with an order summary', ['aober/chicshes.html'], 'aober/chicshes.html', {
      PurchaseDescription: 'Two tickets, 12 May',
    }),
    page('nayax', keysOf('nayax'), 'nayax'),
  ];
}
