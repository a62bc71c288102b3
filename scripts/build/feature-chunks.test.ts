import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf } from '@scripts/architecture/import-sites';
import { describe, expect, it } from 'vitest';
import { features } from '@/features/catalogue';
import {
  entryChunkName,
  featureFolders,
  lazyChunkGroups,
  lazyGroupChunkName,
  type ModuleGraphInfo,
} from './entry-chunk';

// The chunk map of the real source, without a build: the static imports of src/ stand in for
// Rolldown's module graph (its `importers`), and each feature's door must land in its chunk and
// out of the first screen's. A moved or renamed door or folder fails here, not only in the
// browser tests (e2e/bundles.e2e.ts checks the built chunks).
const root = path.resolve(import.meta.dirname, '..', '..');

function resolveModule(specifier: string): string | undefined {
  if (!specifier.startsWith('@/')) return undefined;
  const base = `/src/${specifier.slice(2)}`;
  return ['.ts', '.tsx', '/index.ts'].map((end) => base + end).find((id) => existsSync(root + id));
}

/** The page's entry and each screen's (the build swaps the variant's screen in as a virtual module). */
const isEntry = (id: string) =>
  id === '/src/main.tsx' || /^\/src\/screens\/[^/]+\/[^/]+-screen\.tsx$/.test(id);

function sourceGraph(): Record<string, ModuleGraphInfo> {
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('testing'))
    .map((file) => `/src/${file.split(path.sep).join('/')}`);
  const graph: Record<string, ModuleGraphInfo> = {};
  for (const id of files) graph[id] = { isEntry: isEntry(id), importers: [] };
  for (const id of files) {
    for (const site of importsOf(id, readFileSync(root + id, 'utf8'))) {
      const imported = site.kind === 'static' ? resolveModule(site.specifier) : undefined;
      if (imported && graph[imported]) (graph[imported].importers as string[]).push(id);
    }
  }
  return graph;
}

describe('the chunks drawn from src/features/', () => {
  const graph = sourceGraph();
  const info = (id: string) => graph[id] ?? null;
  const groups = lazyChunkGroups(featureFolders(root));
  const firstScreen = entryChunkName(info);
  const chunkOf = (id: string) => {
    for (const group of groups) {
      const name = lazyGroupChunkName(group)(info)(id);
      if (name) return name;
    }
    return null;
  };

  it.each(Object.entries(features).map(([name, entry]) => [name, 'chunk' in entry ? entry.chunk : name]))(
    'the door of %s opens its chunk, %s, and is not in the first screen',
    (name, chunk) => {
      const door = `/src/features/${name}/index.ts`;
      expect(graph[door], `${door} is the feature's door`).toBeDefined();
      expect(firstScreen(door)).toBeNull();
      expect(chunkOf(door)).toBe(chunk);
    },
  );

  it('puts every module of a feature folder in its feature’s chunk', () => {
    const misplaced = Object.keys(graph)
      .map((id) => [id, /^\/src\/features\/([^/]+)\//.exec(id)?.[1]] as const)
      .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
      .map(([id, feature]) => {
        const expected = groups.find((group) => group.folders.includes(feature))?.name;
        return [id, chunkOf(id), expected] as const;
      })
      .filter(([, chunk, expected]) => chunk !== expected);
    expect(misplaced).toEqual([]);
  });
});
