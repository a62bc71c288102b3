import { projectTargets } from '@scripts/build/build';
import { gzipForServing } from '@scripts/build/compressed-size';
import { variantViteConfig } from '@scripts/build/variant-vite-config';
import { pages, variants } from '@variants/registry';
import { type RawSourceMap, SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';
import { benchTempDir, projectRoot } from './bench-build';
import type { BenchRow } from './bench-row';
import { kb } from './bench-stats';

/** Who wrote a source file of the bundle: an npm package's name, or our own code. */
export function originOf(source: string | null): string {
  if (!source) return 'bundler runtime';
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [first = '', second = ''] = source.slice(at + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  return 'our code';
}

/**
 * The minified bytes of `code` each origin wrote, read from its source map: every mapped
 * segment runs from its column to the next segment on the line (or the line's end). Bytes
 * before a line's first mapping, and segments with no source, are the bundler's own.
 */
export function bytesByOrigin(code: string, map: RawSourceMap): Map<string, number> {
  const consumer = new SourceMapConsumer(map);
  const segments: { line: number; column: number; origin: string }[] = [];
  consumer.eachMapping(
    (mapping) => {
      segments.push({
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        origin: originOf(mapping.source),
      });
    },
    undefined,
    SourceMapConsumer.GENERATED_ORDER,
  );
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  const add = (origin: string, count: number) => bytes.set(origin, (bytes.get(origin) ?? 0) + count);
  lines.forEach((line, index) => {
    const onLine = segments.filter((segment) => segment.line === index + 1);
    add('bundler runtime', (onLine[0]?.column ?? line.length) + 1); // + the newline
    onLine.forEach((segment, at) => {
      const end = onLine[at + 1]?.column ?? line.length;
      add(segment.origin, end - segment.column);
    });
  });
  return bytes;
}

export interface OriginShare {
  origin: string;
  minified: number;
  /** Its share of the chunk's gzip size, in proportion to its minified bytes (gzip has no per-file sizes). */
  gzip: number;
}

/** The origins of one chunk, largest first, with shares that add up to `gzip`, the chunk's gzip size as shipped. */
export function originShares(code: string, map: RawSourceMap, gzip: number): OriginShare[] {
  const bytes = bytesByOrigin(code, map);
  const total = [...bytes.values()].reduce((sum, count) => sum + count, 0);
  return [...bytes]
    .map(([origin, minified]) => ({ origin, minified, gzip: Math.round((minified / total) * gzip) }))
    .sort((a, b) => b.minified - a.minified);
}

/** Builds basic once more with a source map (in a temp dir) and splits its first-screen chunk by origin. */
export async function firstScreenComposition(key = 'basic'): Promise<OriginShare[]> {
  const root = projectRoot;
  const { targets } = await projectTargets(root, { variants, pages });
  const target = targets.find((candidate) => candidate.key === key);
  if (!target) throw new Error(`no variant ${key}`);
  const outRoot = await benchTempDir('composition');
  const config = variantViteConfig(target, { root, outRoot });
  let entry: { code: string; map: RawSourceMap } | undefined;
  await build({
    ...config,
    build: { ...config.build, sourcemap: 'hidden' },
    plugins: [
      ...(config.plugins ?? []),
      {
        name: 'hpp:bench-composition',
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type === 'chunk' && output.isEntry && output.map) {
              entry = { code: output.code, map: output.map as unknown as RawSourceMap };
            }
          }
        },
      },
    ],
  });
  if (!entry) throw new Error(`the ${key} build has no entry chunk with a source map`);
  return originShares(entry.code, entry.map, (await gzipForServing(Buffer.from(entry.code))).length);
}

/** One row per origin of basic's first-screen JavaScript: what the first load is made of. */
export async function runCompositionRows(): Promise<BenchRow[]> {
  const shares = await firstScreenComposition();
  const total = shares.reduce((sum, share) => sum + share.gzip, 0);
  return shares
    .filter((share) => share.gzip >= 100)
    .map((share) => ({
      name: `basic first-screen JS: ${share.origin}`,
      value: kb(share.gzip),
      unit: 'kB',
      note: `${Math.round((share.gzip / total) * 100)}% of ${kb(total)} kB gzip (share of ${kb(share.minified)} kB minified)`,
    }));
}
