import {
  type ColourChange,
  themeChangeFootprints,
  unhashedName,
} from '@scripts/build/theme-change-footprint';
import type { BenchRow } from './bench-row';

/**
 * What one colour change in a theme renames in its variant's bundle (each renamed file is a new
 * download for a returning shopper and an orphan for the next prune), on basic and on nayax, the
 * heaviest first load: each built as it is and again with its brand colour one step darker.
 */
const measured: readonly { variant: string; change: ColourChange }[] = [
  { variant: 'basic', change: { theme: 'basic-theme', colour: 'brand', value: '#1f5fbe' } },
  { variant: 'nayax', change: { theme: 'nayax-theme', colour: 'brand', value: '#0046ac' } },
];

export async function runThemeChangeBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const { variant, change } of measured) {
    const [footprint] = await themeChangeFootprints({ root: process.cwd(), variant, changes: [change] });
    if (!footprint) throw new Error(`${variant}: nothing measured`);
    const names = (files: readonly string[]) =>
      files.map((file) => unhashedName(file.slice(variant.length + 1)));
    rows.push({
      name: `${variant}: files renamed by one colour change (${change.colour})`,
      value: footprint.renamed.length,
      unit: 'files',
      note:
        `renamed: ${names(footprint.renamed.map(({ from }) => from)).join(', ') || 'none'}; ` +
        `same name, other bytes: ${names(footprint.changed).join(', ') || 'none'}; ${footprint.unchanged} unchanged`,
    });
  }
  return rows;
}
