import { kindOfName, screenKinds } from '@variants/screens';
import type { BundleSizes } from './bundle-sizes';

/**
 * The goal for a standard-form variant's first load, gzip as the build ships it (zopfli,
 * compressed-size.ts): what the bench table measures against. Sizes are decimal kB (1000 bytes),
 * and the goal is "three round trips": 14.6 + 29.2 + 58.4 = 102.2 kB of a TCP connection's first
 * flights (10 x 1460-byte segments, doubling).
 */
export const firstLoadTarget = 100_000;

/**
 * What the build enforces: the goal itself, for every shopper page. A page carries its
 * prerendered first screen (about 1 kB gzip of markup), hydrateRoot (about 0.2 kB) and an import
 * map with each lazy chunk's integrity hash (about 0.6 kB for basic's ten; hashes do not
 * compress); zopfli's ~3 kB on the entry chunk is what makes room for them. React + ReactDOM are
 * about 66 kB of the first load, i18next about 15 kB.
 */
export const firstLoadBudget = firstLoadTarget;

/**
 * Whether a bundle's first load is held to the budget: every shopper's page, by its screen's kind
 * (variants/screens.ts); the developer console is not one and carries every variant's data. A
 * screen no row names is held to it too.
 */
export function isBudgeted(screen: string): boolean {
  const kind = kindOfName(screen);
  return kind === undefined || screenKinds[kind].firstLoadBudget;
}

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
    .filter(([, bundle]) => isBudgeted(bundle.screen) && bundle.sizes.total.gzip > limit)
    .map(([name, bundle]) => ({ name, gzip: bundle.sizes.total.gzip, limit }))
    .sort((a, b) => b.gzip - a.gzip || (a.name < b.name ? -1 : 1));
}

export class BudgetError extends Error {
  constructor(readonly overruns: readonly BudgetOverrun[]) {
    super(budgetMessage(overruns));
    this.name = 'BudgetError';
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

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

/** What a report line adds after the sizes: over the budget, or held to none (the sandbox console). */
function noteOf(name: string, screen: string, over: ReadonlySet<string>): string {
  if (over.has(name)) return '  OVER BUDGET';
  // Printed beside the budget, a figure over it must say why the build still passes.
  return isBudgeted(screen) ? '' : '  (no budget: not a shopper page)';
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
        `  + ${kb(bundle.sizes.lazy.gzip)} lazy${noteOf(name, bundle.screen, over)}`,
    ),
  ];
}
