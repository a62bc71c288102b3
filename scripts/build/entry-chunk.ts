/** The slice of Rolldown's module info that the chunking decision reads. */
export interface ModuleGraphInfo {
  isEntry: boolean;
  importers: readonly string[];
}

type GetModuleInfo = (id: string) => ModuleGraphInfo | null;

/** The module the field logic chunk starts from (src/state/load-field-logic.ts imports it). */
export const fieldLogicModule = '/src/state/field-logic.ts';

/** Whether a module is reached from a root (`isRoot`) through static imports alone; memoised. */
function staticallyReached(
  isRoot: (id: string, info: ModuleGraphInfo) => boolean,
  getModuleInfo: GetModuleInfo,
) {
  const reached = new Map<string, boolean>();
  const reachedFrom = (id: string): boolean => {
    const known = reached.get(id);
    if (known !== undefined) return known;
    // A cycle back to a module being decided adds nothing: assume no until proven otherwise.
    reached.set(id, false);
    const info = getModuleInfo(id);
    const result = info !== null && (isRoot(id, info) || info.importers.some(reachedFrom));
    reached.set(id, result);
    return result;
  };
  return reachedFrom;
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
 * The field logic (formatters, scheme detection, validators) as one lazy chunk: the checkout and
 * the saved-card parser share parts of it, which Rolldown would otherwise split into four small
 * chunks, four requests on the shopper's first interaction. Those splits also moved Rolldown's
 * runtime helpers into a chunk of their own, a second script on every first load;
 * e2e/bundles.e2e.ts checks the built bundles for both.
 */
export function fieldLogicChunkName(getModuleInfo: GetModuleInfo): (id: string) => string | null {
  const reached = staticallyReached((id) => id.endsWith(fieldLogicModule), getModuleInfo);
  return (id) => (reached(id) ? 'field-logic' : null);
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
