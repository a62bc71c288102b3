import type { BundleSizes } from './bundle-sizes';

/** Issue 10's goal for a standard-form variant's first load, gzip: what the bench table measures against. */
// Sizes are KiB (1024 bytes): 100 KiB is 102.4 decimal kB, the "three round trips"
// (14.6 + 29.2 + 58.4 = 102.2 kB of a TCP connection's first flights).
export const firstLoadTarget = 100 * 1024;

/**
 * What the build enforces, gzip. The goal above is not met with the fixed stack: a page of React +
 * ReactDOM + i18next + react-i18next + valibot + nanostores alone is 86.2 KiB gzip (`npm run bench
 * size`), which leaves 13.8 KiB for our HTML, code, CSS, translations and favicon; the card form
 * needs 15.3 KiB of them (basic: 101.5 KiB). This limit is the largest measured first load (nayax,
 * 102.6 KiB) plus 1.4 KiB: a regression guard, not a goal.
 */
export const firstLoadBudget = 104 * 1024;

/** The developer console is not a shopper's page and carries every variant's data. */
export const unbudgetedScreens: ReadonlySet<string> = new Set(['sandbox']);

export interface BudgetedBundle {
  screen: string;
  sizes: Pick<BundleSizes, 'total'>;
}

export interface BudgetOverrun {
  name: string;
  gzip: number;
  limit: number;
}

/** The bundles whose first load (gzip) is over `limit`, largest first. */
export function budgetOverruns(
  bundles: Readonly<Record<string, BudgetedBundle>>,
  limit: number = firstLoadBudget,
): BudgetOverrun[] {
  return Object.entries(bundles)
    .filter(([, bundle]) => !unbudgetedScreens.has(bundle.screen) && bundle.sizes.total.gzip > limit)
    .map(([name, bundle]) => ({ name, gzip: bundle.sizes.total.gzip, limit }))
    .sort((a, b) => b.gzip - a.gzip || (a.name < b.name ? -1 : 1));
}

export class BudgetError extends Error {
  constructor(readonly overruns: readonly BudgetOverrun[]) {
    super(budgetMessage(overruns));
    this.name = 'BudgetError';
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function budgetMessage(overruns: readonly BudgetOverrun[]): string {
  return [
    `${overruns.length} bundle(s) over the first-load budget (gzip):`,
    ...overruns.map((o) => `  ${o.name}: ${kb(o.gzip)} > ${kb(o.limit)} (+${o.gzip - o.limit} bytes)`),
  ].join('\n');
}

/** Throws a BudgetError naming every bundle over `limit`. */
export function checkBudget(bundles: Readonly<Record<string, BudgetedBundle>>, limit?: number): void {
  const overruns = budgetOverruns(bundles, limit);
  if (overruns.length > 0) throw new BudgetError(overruns);
}

/** The size report printed after a build: one line per bundle, first load gzip and brotli, the lazy rest. */
export function sizeReportLines(
  bundles: Readonly<Record<string, BudgetedBundle & { sizes: Pick<BundleSizes, 'total' | 'lazy'> }>>,
  limit: number = firstLoadBudget,
): string[] {
  const over = new Set(budgetOverruns(bundles, limit).map((o) => o.name));
  return [
    `  first load (HTML + JS + CSS + translations + images), budget ${kb(limit)} gzip, goal ${kb(firstLoadTarget)}:`,
    ...Object.entries(bundles).map(
      ([name, bundle]) =>
        `  ${name.padEnd(30)} ${kb(bundle.sizes.total.gzip).padStart(9)} gzip ${kb(bundle.sizes.total.brotli).padStart(9)} brotli` +
        `  + ${kb(bundle.sizes.lazy.gzip)} lazy${over.has(name) ? '  OVER BUDGET' : ''}`,
    ),
  ];
}
