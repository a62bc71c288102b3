/** The slice of Rolldown's module info that the chunking decision reads. */
export interface ModuleGraphInfo {
  isEntry: boolean;
  importers: readonly string[];
}

type GetModuleInfo = (id: string) => ModuleGraphInfo | null;

/** The module the field logic chunk starts from (src/state/field-logic.ts imports the rest). */
export const fieldLogicModule = '/src/state/field-logic.ts';

/**
 * The lazy chunks that start from more than one module: each takes every module its roots reach
 * through static imports (that the first screen does not already hold). Module paths are from
 * the project root; e2e/bundles.e2e.ts checks that the built bundles have exactly these chunks,
 * so a root that moves fails a test instead of silently splitting the chunk again.
 *
 * - field-logic: the formatters, scheme detection and validators. The checkout and the saved-card
 *   parser share parts of it, which Rolldown would otherwise split into four small chunks, four
 *   requests on the shopper's first interaction; those splits also moved Rolldown's runtime
 *   helpers into a chunk of their own, a second script on every first load. The error summary
 *   and payment progress come with it: they are mounted as soon as the field logic has arrived.
 * - checkout: the payment, its HTTP client, reply decisions and the page's services, all asked
 *   for on the shopper's first interaction: one request instead of six.
 * - saved-cards: the list and the tokenList parser, asked for together when there is a tokenList.
 * - form-extras: the billing and recipient fields and the fieldset they share.
 *
 * Every lazy chunk is a line in each page's import map (integrity.ts), in every first load: fewer
 * chunks are fewer bytes there as well as fewer requests.
 */
export const lazyChunkGroups = [
  { name: 'field-logic', roots: [fieldLogicModule, '/src/ui/card-form/form-feedback.ts'] },
  { name: 'checkout', roots: ['/src/state/actions/pay-with-card.ts', '/src/state/page-services.ts'] },
  {
    name: 'saved-cards',
    roots: ['/src/ui/saved-cards/saved-cards-section.tsx', '/src/core/token-list.ts'],
  },
  {
    name: 'form-extras',
    roots: ['/src/ui/card-form/billing-fields.tsx', '/src/ui/card-form/recipient-fields.tsx'],
  },
] as const;

/**
 * Whether a module is reached from a root (`isRoot`) through static imports alone. Each question
 * walks up through importers, each module once; an answer is kept only when it is final: "yes" as
 * soon as a root is found, "no" for every module of a walk that found none (nothing above them
 * can reach a root either). A provisional "no" inside a cycle is never kept.
 */
function staticallyReached(
  isRoot: (id: string, info: ModuleGraphInfo) => boolean,
  getModuleInfo: GetModuleInfo,
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
      if (info !== null) pending.push(...info.importers);
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

/** The chunk of one lazy group: every module its roots reach through static imports. */
export function lazyGroupChunkName(group: {
  name: string;
  roots: readonly string[];
}): (getModuleInfo: GetModuleInfo) => (id: string) => string | null {
  return (getModuleInfo) => {
    const reached = staticallyReached((id) => group.roots.some((root) => id.endsWith(root)), getModuleInfo);
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
