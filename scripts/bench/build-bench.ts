import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BuildReport } from '@scripts/build/build';
import { generatedMerchants } from '@scripts/build/generated-merchants';
import { variants } from '@variants/registry';
import { benchTempDir, projectRoot, shareBenchDist } from './bench-build';
import type { BenchRow } from './bench-row';

/**
 * `npm run bench build`: the full production build as an operator runs it (a fresh
 * `tsx scripts/build/build.ts` process, under /usr/bin/time for wall and CPU time, children
 * included) at 50, 200 and 1,000 merchant variants: the registry's own plus standard card-form
 * merchants generated into a merchants file (variants/merchant-file.ts), as a growing site would
 * add them. Then one variant rebuilt into the smallest build (`--only basic`). The sizes come from
 * HPP_BENCH_BUILD_VARIANTS ("50,200") when set: a 1,000-variant build takes many minutes on two
 * cores. The smallest build is handed to the size, load and typing benches.
 */
export const defaultBuildBenchSizes: readonly number[] = [50, 200, 1000];

export function buildBenchSizes(env: NodeJS.ProcessEnv = process.env): number[] {
  const text = env.HPP_BENCH_BUILD_VARIANTS;
  if (!text) return [...defaultBuildBenchSizes];
  const sizes = text.split(',').map((part) => Number(part.trim()));
  if (sizes.some((size) => !Number.isInteger(size) || size < variants.length)) {
    throw new Error(
      `HPP_BENCH_BUILD_VARIANTS: whole numbers of at least ${variants.length} (the registry's own), e.g. 50,200`,
    );
  }
  return sizes;
}

interface Timed {
  wallSeconds: number;
  cpuSeconds: number;
  /** The largest resident set of one of the build's processes (GNU time's %M, in MB). */
  peakMemoryMb: number;
}

const timeBinary = '/usr/bin/time';
const tsxBinary = path.join(projectRoot, 'node_modules', '.bin', 'tsx');

/** Runs `tsx scripts/build/build.ts …args` under /usr/bin/time; its progress goes to stderr. */
function timedBuild(args: readonly string[]): Promise<Timed> {
  if (!existsSync(timeBinary)) {
    return Promise.reject(new Error(`${timeBinary} is missing: install the Debian package time`));
  }
  return new Promise((resolve, reject) => {
    const child = spawn(
      timeBinary,
      ['-f', 'hpp-bench-time %e %U %S %M', tsxBinary, 'scripts/build/build.ts', ...args],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    let lines = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      // One line in fifty: enough to see a long build move without a thousand lines.
      for (const line of chunk.toString().split('\n')) {
        if (line && (lines++ % 50 === 0 || !line.startsWith('['))) process.stderr.write(`  ${line}\n`);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const match = /hpp-bench-time ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(stderr);
      if (code !== 0 || !match) {
        reject(new Error(`the build exited with ${code}: ${stderr.slice(-2000)}`));
        return;
      }
      resolve({
        wallSeconds: Number(match[1]),
        cpuSeconds: Number(match[2]) + Number(match[3]),
        peakMemoryMb: Math.round(Number(match[4]) / 1024),
      });
    });
  });
}

function load(): string {
  return os
    .loadavg()
    .slice(0, 1)
    .map((value) => value.toFixed(1))
    .join('');
}

export async function runBuildBench(sizes: readonly number[] = buildBenchSizes()): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const measured: { variants: number; timed: Timed }[] = [];
  let smallest: { distDir: string; merchants: string } | undefined;
  for (const size of [...sizes].sort((a, b) => a - b)) {
    const dir = await benchTempDir(`build-${size}`);
    const merchants = path.join(dir, 'merchants.json');
    const distDir = path.join(dir, 'dist');
    await writeFile(merchants, JSON.stringify(generatedMerchants(size - variants.length)));
    const loadBefore = load();
    process.stderr.write(`  full build with ${size} variants…\n`);
    const timed = await timedBuild(['--merchants', merchants, '--out', distDir]);
    measured.push({ variants: size, timed });
    smallest ??= { distDir, merchants };
    rows.push({
      name: `full build, ${size} variants (${size - variants.length} generated), fresh process`,
      value: timed.wallSeconds,
      unit: 's wall',
      note:
        `${timed.cpuSeconds.toFixed(1)} s CPU = ${(timed.cpuSeconds / size).toFixed(2)} s per variant; ` +
        `peak memory ${timed.peakMemoryMb} MB; ` +
        `${os.availableParallelism()} cores, load ${loadBefore} before, ${load()} after`,
    });
  }
  if (measured.length >= 2) {
    const first = measured[0] as (typeof measured)[number];
    const last = measured.at(-1) as (typeof measured)[number];
    const marginal = (last.timed.cpuSeconds - first.timed.cpuSeconds) / (last.variants - first.variants);
    rows.push({
      name: `CPU per added variant (${first.variants} → ${last.variants})`,
      value: Math.round(marginal * 100) / 100,
      unit: 's CPU',
      note: `so 1,000 variants need about ${Math.round(first.timed.cpuSeconds + marginal * (1000 - first.variants))} s of CPU, ${((first.timed.cpuSeconds + marginal * (1000 - first.variants)) / os.availableParallelism() / 60).toFixed(1)} min on ${os.availableParallelism()} idle cores`,
    });
  }
  if (smallest) {
    const timed = await timedBuild([
      '--merchants',
      smallest.merchants,
      '--out',
      smallest.distDir,
      '--only',
      'basic',
    ]);
    rows.push({
      name: 'single-variant rebuild (--only basic), fresh process',
      value: timed.wallSeconds,
      unit: 's wall',
      note: `${timed.cpuSeconds.toFixed(1)} s CPU, start-up included`,
    });
    const report = JSON.parse(
      await readFile(path.join(smallest.distDir, 'build-report.json'), 'utf8'),
    ) as BuildReport;
    shareBenchDist({ distDir: smallest.distDir, report });
  }
  return rows;
}
