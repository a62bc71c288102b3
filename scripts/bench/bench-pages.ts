import { UsageError } from '@scripts/command-line';

/**
 * Our pages the load bench loads, as `--pages` names them: variant paths, and `heaviest` for the
 * variant with the heaviest first load, which the build decides (when that is basic or nayax, the
 * page is loaded once, under its own name).
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

/** Our pages the run loads: all, or those `--pages` names, in the bench's order. */
export function selectPages<Page extends { key?: LoadBenchPage }>(
  pages: readonly Page[],
  wanted: readonly string[] | undefined,
): Page[] {
  checkBenchPages(wanted);
  return pages.filter(
    (page) => wanted === undefined || (page.key !== undefined && wanted.includes(page.key)),
  );
}
