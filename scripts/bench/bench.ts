import { type BenchArguments, parseBenchArguments } from './bench-arguments';
import { benchCleanup } from './bench-build';
import type { BenchRow } from './bench-row';
import { runBuildBench } from './build-bench';
import { runLoadBench } from './load-bench';
import { runSizeBench } from './size-bench';
import { runThemeChangeBench } from './theme-change-bench';
import { loadProfiles } from './throttled-page';
import { runTypingBench } from './typing-bench';
import { runValidationBench } from './validation-bench';

/**
 * `npm run bench [name…]`: runs every bench (or the named ones) in turn and prints one markdown table.
 * Add a bench by adding a line to this list. build comes before size, load and typing: they reuse
 * its last full build (in a temp dir; dist/ is not touched), or make one of their own if run alone.
 */
const benches: readonly {
  readonly name: string;
  readonly run: (options: BenchArguments) => Promise<BenchRow[]>;
}[] = [
  { name: 'validation', run: () => runValidationBench() },
  { name: 'build', run: () => runBuildBench() },
  { name: 'size', run: () => runSizeBench() },
  // 7 cold loads and 5 typed numbers: with 5 and 3 the medians moved by ±4% from run to run on
  // this 2-core machine, enough to flip a ratio across its aim.
  {
    name: 'load',
    run: (options) =>
      runLoadBench({
        loads: options.loads ?? 7,
        ...(options.json ? { json: options.json } : {}),
        ...(options.pages ? { pages: options.pages } : {}),
        ...(options.profiles ? { profiles: options.profiles.map((name) => loadProfiles[name]) } : {}),
      }),
  },
  { name: 'typing', run: () => runTypingBench(5) },
  { name: 'theme', run: () => runThemeChangeBench() },
];

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

async function main(): Promise<void> {
  let wanted: BenchArguments;
  try {
    wanted = parseBenchArguments(
      process.argv.slice(2),
      benches.map((bench) => bench.name),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
    return;
  }
  const lines = ['| Bench | Measure | Value | Unit | Note |', '|---|---|---:|---|---|'];
  try {
    for (const bench of benches) {
      if (wanted.names.length > 0 && !wanted.names.includes(bench.name)) continue;
      console.error(`running ${bench.name}…`);
      const started = performance.now();
      for (const row of await bench.run(wanted)) {
        const value = row.value.toLocaleString('en-US', { maximumFractionDigits: 2 });
        lines.push(
          `| ${bench.name} | ${cell(row.name)} | ${value} | ${row.unit} | ${cell(row.note ?? '')} |`,
        );
      }
      console.error(`  ${bench.name} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await benchCleanup();
  }
  console.log(lines.join('\n'));
}

await main();
