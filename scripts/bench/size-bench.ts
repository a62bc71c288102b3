import path from 'node:path';
import { firstLoadBudget, firstLoadTarget, isBudgeted } from '@scripts/build/budget';
import type { BuildReport } from '@scripts/build/build';
import { bundleSizes } from '@scripts/build/bundle-sizes';
import { benchDist, variantsByWeight } from './bench-build';
import type { BenchRow } from './bench-row';
import { kb } from './bench-stats';
import { runCompositionRows } from './bundle-composition';
import { floorPages } from './floor-pages';

/**
 * First-load weight from the build's own report (HTML + JS + CSS + default language + favicon,
 * gzip as shipped (zopfli) and brotli 9; lazy chunks apart), against the 100 kB first-load goal, next to the same
 * measure of the libraries alone, and what basic's first-screen JavaScript is made of.
 */
export async function runSizeBench(): Promise<BenchRow[]> {
  const { distDir, report } = await benchDist();
  const floorDir = await floorPages(path.join(distDir, 'basic'));
  const floorSize = async (name: string) =>
    (await bundleSizes(path.join(floorDir, name, 'index.html'), path.join(floorDir, name, 'assets'))).total;
  const [react, libraries] = await Promise.all([floorSize('react'), floorSize('libraries')]);
  return [...sizeRows(report, { react, libraries }), ...(await runCompositionRows())];
}

type Triple = { raw: number; gzip: number; brotli: number };

export function sizeRows(report: BuildReport, floor: { react: Triple; libraries: Triple }): BenchRow[] {
  const standard = variantsByWeight(report).filter((variant) => variant.screen === 'card-form');
  // The developer console is no shopper's page and is not budgeted (budget.ts).
  const all = variantsByWeight(report).filter((variant) => isBudgeted(variant.screen));
  const basic = report.variants.basic;
  if (!basic || standard.length === 0) throw new Error('the build has no basic or no standard-form variant');
  const heaviestStandard = standard[0] as (typeof standard)[number];
  const heaviest = all[0] as (typeof all)[number];
  const overGoal = standard.filter((variant) => variant.gzip > firstLoadTarget).length;
  const verdict = (gzip: number) =>
    gzip <= firstLoadTarget
      ? 'meets the 100 kB goal'
      : `MISSES the 100 kB goal by ${kb(gzip - firstLoadTarget)} kB`;
  const { sizes } = basic;
  return [
    {
      name: 'basic first load, gzip',
      value: kb(sizes.total.gzip),
      unit: 'kB',
      note: verdict(sizes.total.gzip),
    },
    {
      name: 'basic first load, brotli',
      value: kb(sizes.total.brotli),
      unit: 'kB',
      note: 'brotli quality 9',
    },
    {
      name: 'basic: HTML / JS / CSS / language file (where fetched at start) / favicon, gzip',
      value: kb(sizes.js.gzip),
      unit: 'kB JS',
      note: `HTML ${kb(sizes.html.gzip)}, CSS ${kb(sizes.css.gzip)}, translations ${kb(sizes.translations.gzip)}, images ${kb(sizes.images.gzip)} kB`,
    },
    {
      name: 'basic lazy chunks (not in first load), gzip',
      value: kb(sizes.lazy.gzip),
      unit: 'kB',
      note: 'field logic, checkout + services on first interaction; saved cards, APMs, summary, amount, billing when shown',
    },
    {
      name: `heaviest standard-form variant (${heaviestStandard.path}), gzip`,
      value: kb(heaviestStandard.gzip),
      unit: 'kB',
      note: `${verdict(heaviestStandard.gzip)}; ${overGoal} of ${standard.length} standard-form variants over 100 kB`,
    },
    {
      name: `heaviest shopper page (${heaviest.path}, ${heaviest.screen}), gzip`,
      value: kb(heaviest.gzip),
      unit: 'kB',
      note: `${verdict(heaviest.gzip)}; the build fails any shopper page over ${kb(firstLoadBudget)} kB`,
    },
    {
      name: 'floor: React + ReactDOM page, gzip',
      value: kb(floor.react.gzip),
      unit: 'kB',
      note: 'HTML + JS of a page rendering one input',
    },
    {
      name: 'floor: the fixed libraries alone, gzip',
      value: kb(floor.libraries.gzip),
      unit: 'kB',
      note: `React, ReactDOM, i18next, react-i18next, valibot, nanostores; leaves ${kb(firstLoadTarget - floor.libraries.gzip)} kB of the goal`,
    },
  ];
}
