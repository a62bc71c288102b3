import path from 'node:path';
import { firstLoadBudget, firstLoadTarget } from '../build/budget';
import type { BuildReport } from '../build/build';
import { bundleSizes } from '../build/bundle-sizes';
import { benchDist, variantsByWeight } from './bench-build';
import type { BenchRow } from './bench-row';
import { kib } from './bench-stats';
import { floorPages } from './floor-pages';

/**
 * First-load weight from the build's own report (HTML + JS + CSS + default language + favicon,
 * gzip -9 and brotli 9; lazy chunks apart), against issue 10's 100 KiB goal, next to the same
 * measure of the libraries alone.
 */
export async function runSizeBench(): Promise<BenchRow[]> {
  const { report } = await benchDist();
  const floorDir = await floorPages();
  const floorSize = async (name: string) =>
    (await bundleSizes(path.join(floorDir, name, 'index.html'), path.join(floorDir, name, 'assets'))).total;
  const [react, libraries] = await Promise.all([floorSize('react'), floorSize('libraries')]);
  return sizeRows(report, { react, libraries });
}

type Triple = { raw: number; gzip: number; brotli: number };

export function sizeRows(report: BuildReport, floor: { react: Triple; libraries: Triple }): BenchRow[] {
  const standard = variantsByWeight(report).filter((variant) => variant.screen === 'card-form');
  const all = variantsByWeight(report);
  const basic = report.variants.basic;
  if (!basic || standard.length === 0) throw new Error('the build has no basic or no standard-form variant');
  const heaviestStandard = standard[0] as (typeof standard)[number];
  const heaviest = all[0] as (typeof all)[number];
  const overGoal = standard.filter((variant) => variant.gzip > firstLoadTarget).length;
  const verdict = (gzip: number) =>
    gzip <= firstLoadTarget
      ? 'meets the 100 KiB goal'
      : `MISSES the 100 KiB goal by ${kib(gzip - firstLoadTarget)} KiB`;
  const { sizes } = basic;
  return [
    {
      name: 'basic first load, gzip',
      value: kib(sizes.total.gzip),
      unit: 'KiB',
      note: verdict(sizes.total.gzip),
    },
    {
      name: 'basic first load, brotli',
      value: kib(sizes.total.brotli),
      unit: 'KiB',
      note: 'brotli quality 9',
    },
    {
      name: 'basic: HTML / JS / CSS / en.json / favicon, gzip',
      value: kib(sizes.js.gzip),
      unit: 'KiB JS',
      note: `HTML ${kib(sizes.html.gzip)}, CSS ${kib(sizes.css.gzip)}, translations ${kib(sizes.translations.gzip)}, images ${kib(sizes.images.gzip)} KiB`,
    },
    {
      name: 'basic lazy chunks (not in first load), gzip',
      value: kib(sizes.lazy.gzip),
      unit: 'KiB',
      note: 'checkout + services on first interaction; saved cards, APMs, summary, amount, billing when shown',
    },
    {
      name: `heaviest standard-form variant (${heaviestStandard.path}), gzip`,
      value: kib(heaviestStandard.gzip),
      unit: 'KiB',
      note: `${verdict(heaviestStandard.gzip)}; ${overGoal} of ${standard.length} standard-form variants over 100 KiB`,
    },
    {
      name: `heaviest variant (${heaviest.path}, ${heaviest.screen}), gzip`,
      value: kib(heaviest.gzip),
      unit: 'KiB',
      note: `build budget (regression guard) ${kib(firstLoadBudget)} KiB`,
    },
    {
      name: 'floor: React + ReactDOM page, gzip',
      value: kib(floor.react.gzip),
      unit: 'KiB',
      note: 'HTML + JS of a page rendering one input',
    },
    {
      name: 'floor: the fixed libraries alone, gzip',
      value: kib(floor.libraries.gzip),
      unit: 'KiB',
      note: `React, ReactDOM, i18next, react-i18next, valibot, nanostores; leaves ${kib(firstLoadTarget - floor.libraries.gzip)} KiB of the goal`,
    },
  ];
}
