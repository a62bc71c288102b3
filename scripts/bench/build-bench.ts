import { benchTempDir, quietBuild, shareBenchDist } from './bench-build';
import type { BenchRow } from './bench-row';
import { median } from './bench-stats';

/**
 * `npm run build` as a shopper never sees it: every bundle from scratch, and one variant rebuilt
 * into an existing dist/ (`--only basic`), each the median of `rounds` wall-clock runs. The last
 * full build is handed to the size, load and typing benches so the run builds no more than this.
 */
export async function runBuildBench(rounds = 3): Promise<BenchRow[]> {
  const full: number[] = [];
  const single: number[] = [];
  let last: { distDir: string; report: Awaited<ReturnType<typeof quietBuild>> } | undefined;
  for (let round = 0; round < rounds; round++) {
    const distDir = await benchTempDir('build');
    const started = performance.now();
    const report = await quietBuild(distDir);
    full.push(performance.now() - started);
    last = { distDir, report };
  }
  if (!last) throw new Error('no build ran');
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    last.report = await quietBuild(last.distDir, ['basic']);
    single.push(performance.now() - started);
  }
  shareBenchDist(last);
  const count = Object.keys(last.report.variants).length;
  const runs = (values: number[]) => values.map((ms) => (ms / 1000).toFixed(1)).join(', ');
  return [
    {
      name: `full build (${count} bundles)`,
      value: Math.round(median(full)) / 1000,
      unit: 's',
      note: `median of ${rounds}: ${runs(full)} s; concurrency ${last.report.concurrency}`,
    },
    {
      name: 'single-variant rebuild (--only basic)',
      value: Math.round(median(single)) / 1000,
      unit: 's',
      note: `median of ${rounds}: ${runs(single)} s`,
    },
  ];
}
