/** The slice of Rolldown's module info that the chunking decision reads. */
export interface ModuleGraphInfo {
  isEntry: boolean;
  importers: readonly string[];
}

/**
 * Left to itself, Rolldown moves every module shared by the entry and a lazy chunk (React, the
 * stores, the validators) into separate common chunks, so the first screen needs five requests
 * instead of one and gzip sees five small files instead of one (~1.5 kB more on basic). This
 * names one chunk group "index" holding every module the entry reaches through static imports;
 * whatever only import() reaches stays in its lazy chunk.
 */
export function entryChunkName(
  getModuleInfo: (id: string) => ModuleGraphInfo | null,
): (id: string) => string | null {
  const reached = new Map<string, boolean>();
  const reachedStatically = (id: string): boolean => {
    const known = reached.get(id);
    if (known !== undefined) return known;
    // A cycle back to a module being decided adds nothing: assume no until proven otherwise.
    reached.set(id, false);
    const info = getModuleInfo(id);
    const result = info !== null && (info.isEntry || info.importers.some(reachedStatically));
    reached.set(id, result);
    return result;
  };
  return (id) => (reachedStatically(id) ? 'index' : null);
}

/** The group's `name` for Rolldown: one memo per chunking pass (its context object). */
export function entryChunkGroupName(): (
  id: string,
  context: { getModuleInfo: (id: string) => ModuleGraphInfo | null },
) => string | null {
  const passes = new WeakMap<object, (id: string) => string | null>();
  return (id, context) => {
    let name = passes.get(context);
    if (!name) {
      name = entryChunkName((moduleId) => context.getModuleInfo(moduleId));
      passes.set(context, name);
    }
    return name(id);
  };
}
