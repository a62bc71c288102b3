import { readdirSync } from 'node:fs';
import path from 'node:path';
import { features } from '@/features/catalogue';
/** The slice of Rolldown's module info that the chunking decision reads. */
export interface ModuleGraphInfo {
  isEntry: boolean;
  importers: readonly string[];
}

type GetModuleInfo = (id: string) => ModuleGraphInfo | null;

/** Where the features live, from the project root: one folder each, its index.ts the door. */
export const featuresFolder = 'src/features';

/** The folders of src/features/, each a feature. */
export function featureFolders(root: string): string[] {
  return readdirSync(path.join(root, featuresFolder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** One lazy chunk: its name and the feature folders whose modules it holds. */
export interface LazyChunkGroup {
  name: string;
  folders: readonly string[];
}

/**
 * The lazy chunks, drawn from the feature folders: one per feature, named after its folder, or the
 * chunk of the feature its catalogue entry names (`chunk`), in the catalogue's order, which is their
 * priority (variant-vite-config.ts). A folder with no catalogue entry, or an entry with no folder,
 * fails the build with its name rather than leaving a feature in whatever chunk Rolldown picks.
 *
 * Each chunk takes the modules of its folders, and every module of the shared layers that only
 * lazy code reaches through static imports from there (a validator, the HTTP client), the first
 * chunk in that order taking what two of them reach. Left to itself Rolldown would split the
 * shared code into small chunks of its own: more requests on the shopper's first interaction, and
 * its runtime helpers in a chunk of their own, a second script on every first load. Every lazy
 * chunk is also a line in each page's import map (integrity.ts), in every first load.
 */
export function lazyChunkGroups(
  folders: readonly string[],
  catalogue: Readonly<Record<string, { from: string; chunk?: string }>> = features,
): LazyChunkGroup[] {
  const listed = Object.keys(catalogue);
  const unlisted = folders.filter((folder) => !listed.includes(folder));
  const missing = listed.filter((name) => !folders.includes(name));
  if (unlisted.length > 0 || missing.length > 0) {
    throw new Error(
      [
        ...unlisted.map((name) => `${featuresFolder}/${name}/ is not in src/features/catalogue.ts`),
        ...missing.map(
          (name) => `src/features/catalogue.ts lists "${name}", which has no folder in ${featuresFolder}/`,
        ),
      ].join('; '),
    );
  }
  const groups = new Map<string, string[]>();
  for (const name of listed) {
    const chunk = catalogue[name]?.chunk ?? name;
    if (!listed.includes(chunk))
      throw new Error(`src/features/catalogue.ts: "${name}" travels in "${chunk}", no feature`);
    groups.set(chunk, [...(groups.get(chunk) ?? []), name]);
  }
  return [...groups].map(([name, members]) => ({ name, folders: members }));
}

/** The feature folder a module id is in, or undefined for a module of the shared layers. */
export function featureOf(id: string): string | undefined {
  const at = id.indexOf(`/${featuresFolder}/`);
  if (at < 0) return undefined;
  const rest = id.slice(at + featuresFolder.length + 2);
  const slash = rest.indexOf('/');
  return slash < 0 ? undefined : rest.slice(0, slash);
}

/**
 * Whether a module is reached from a root (`isRoot`) through static imports alone. Each question
 * walks up through importers, each module once; an answer is kept only when it is final: "yes" as
 * soon as a root is found, "no" for every module of a walk that found none (nothing above them
 * can reach a root either). A provisional "no" inside a cycle is never kept.
 */
function staticallyReached(
  isRoot: (id: string, info: ModuleGraphInfo) => boolean,
  getModuleInfo: GetModuleInfo,
  stopsAt: (id: string) => boolean = () => false,
) {
  const infos = new Map<string, ModuleGraphInfo | null>();
  const infoOf = (id: string): ModuleGraphInfo | null => {
    if (!infos.has(id)) infos.set(id, getModuleInfo(id));
    return infos.get(id) ?? null;
  };
  const answers = new Map<string, boolean>();
  return (id: string): boolean => {
    const known = answers.get(id);
    if (known !== undefined) return known;
    const seen = new Set<string>();
    const pending = [id];
    while (pending.length > 0) {
      const current = pending.pop() as string;
      if (seen.has(current)) continue;
      seen.add(current);
      const info = infoOf(current);
      if (answers.get(current) === true || (info !== null && isRoot(current, info))) {
        answers.set(id, true);
        return true;
      }
      if (info !== null && !stopsAt(current)) pending.push(...info.importers);
    }
    for (const unreachable of seen) answers.set(unreachable, false);
    return false;
  };
}

/**
 * Left to itself, Rolldown moves every module shared by the entry and a lazy chunk (React, the
 * stores, the validators) into separate common chunks, so the first screen needs several
 * requests instead of one and gzip sees several small files instead of one (~1.5 kB more on basic).
 * This names one chunk group "index" holding every module the entry reaches through static
 * imports; whatever only import() reaches stays in its lazy chunk.
 */
export function entryChunkName(getModuleInfo: GetModuleInfo): (id: string) => string | null {
  const reached = staticallyReached((_id, info) => info.isEntry, getModuleInfo);
  return (id) => (reached(id) ? 'index' : null);
}

/**
 * The chunk of one lazy group: the modules of its feature folders and what they reach through
 * static imports. A walk up from a module stops at another feature's modules: the saved cards
 * import the checkout's door, and the checkout's code is the checkout's chunk, not theirs.
 */
export function lazyGroupChunkName(
  group: LazyChunkGroup,
): (getModuleInfo: GetModuleInfo) => (id: string) => string | null {
  return (getModuleInfo) => {
    const own = (id: string) => {
      const feature = featureOf(id);
      return feature !== undefined && group.folders.includes(feature);
    };
    const reached = staticallyReached(own, getModuleInfo, (id) => featureOf(id) !== undefined && !own(id));
    return (id) => (reached(id) ? group.name : null);
  };
}

/** A group's `name` for Rolldown from one of the above: one memo per chunking pass (its context object). */
export function chunkGroupName(
  nameFor: (getModuleInfo: GetModuleInfo) => (id: string) => string | null,
): (id: string, context: { getModuleInfo: GetModuleInfo }) => string | null {
  const passes = new WeakMap<object, (id: string) => string | null>();
  return (id, context) => {
    let name = passes.get(context);
    if (!name) {
      name = nameFor((moduleId) => context.getModuleInfo(moduleId));
      passes.set(context, name);
    }
    return name(id);
  };
}
