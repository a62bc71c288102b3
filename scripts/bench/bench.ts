import type { BenchRow } from './bench-row';
import { runValidationBench } from './validation-bench';

/**
 * `npm run bench [name…]`: runs every bench (or the named ones) in turn and prints one markdown table.
 * Add a bench by adding a line to this list.
 */
const benches: readonly { readonly name: string; readonly run: () => Promise<BenchRow[]> }[] = [
  { name: 'validation', run: () => runValidationBench() },
];

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !benches.some((bench) => bench.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown bench: ${unknown.join(', ')}. Known: ${benches.map((bench) => bench.name).join(', ')}`,
    );
    process.exitCode = 1;
    return;
  }
  const lines = ['| Bench | Measure | Value | Unit | Note |', '|---|---|---:|---|---|'];
  for (const bench of benches) {
    if (wanted.length > 0 && !wanted.includes(bench.name)) continue;
    console.error(`running ${bench.name}…`);
    for (const row of await bench.run()) {
      const value = row.value.toLocaleString('en-US', { maximumFractionDigits: 2 });
      lines.push(`| ${bench.name} | ${cell(row.name)} | ${value} | ${row.unit} | ${cell(row.note ?? '')} |`);
    }
  }
  console.log(lines.join('\n'));
}

await main();
