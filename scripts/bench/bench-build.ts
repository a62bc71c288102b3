import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BudgetError } from '@scripts/build/budget';
import { type BuildOptions, type BuildReport, build } from '@scripts/build/build';
import { kindOfName } from '@variants/screens';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const cleanups: (() => Promise<void>)[] = [];

/** A fresh folder under the system temp dir, removed by benchCleanup() when the run ends. */
export async function benchTempDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `hpp-bench-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

export async function benchCleanup(): Promise<void> {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup().catch(() => undefined)));
}

/**
 * One production build into `outRoot`, quietly. A bundle over budget still counts as built: the
 * benches measure it (the build itself fails on it, which is `npm run build`'s job).
 */
export async function quietBuild(outRoot: string, only?: readonly string[]): Promise<BuildReport> {
  const options: BuildOptions = {
    root: projectRoot,
    outRoot,
    log: () => undefined,
    ...(only ? { only } : {}),
  };
  try {
    return (await build(options)).report;
  } catch (error) {
    if (!(error instanceof BudgetError)) throw error;
    return JSON.parse(await readFile(path.join(outRoot, 'build-report.json'), 'utf8')) as BuildReport;
  }
}

export interface BenchDist {
  distDir: string;
  report: BuildReport;
}

let shared: Promise<BenchDist> | undefined;

/** The full build the size, load and typing benches share: the build bench's last, or one of its own. */
export function benchDist(): Promise<BenchDist> {
  shared ??= (async () => {
    const distDir = await benchTempDir('dist');
    return { distDir, report: await quietBuild(distDir) };
  })();
  return shared;
}

export function shareBenchDist(dist: BenchDist): void {
  shared = Promise.resolve(dist);
}

/** Shopper-facing variants (not result/error/health pages, not the sandbox console), heaviest first. */
export function variantsByWeight(report: BuildReport): { path: string; screen: string; gzip: number }[] {
  return Object.entries(report.variants)
    .filter(([, variant]) => kindOfName(variant.screen) === 'payment')
    .map(([name, variant]) => ({ path: name, screen: variant.screen, gzip: variant.sizes.total.gzip }))
    .sort((a, b) => b.gzip - a.gzip);
}
