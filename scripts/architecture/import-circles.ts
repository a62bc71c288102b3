import type { ImportSite } from './import-sites';

/** One import between two files of src/ (paths from the project root), of the kind it is written as. */
export interface ImportEdge {
  to: string;
  kind: ImportSite['kind'];
  line: number;
}

/**
 * The file an `@/` specifier names, among `files` (paths from the project root): `@/x` is
 * src/x.ts, src/x.tsx or the folder's index. Anything else (a package, `@variants/`, a sibling
 * stylesheet) is no file of src/ and no edge of the graph.
 */
export function resolveSrcImport(specifier: string, files: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('@/')) return undefined;
  const base = `src/${specifier.slice(2)}`;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) =>
    files.has(file),
  );
}

/** The import graph of src/: every file with the files of src/ it imports. */
export function srcImportGraph(
  importsByFile: ReadonlyMap<string, readonly ImportSite[]>,
): Map<string, ImportEdge[]> {
  const files = new Set([...importsByFile.keys()].filter((file) => file.startsWith('src/')));
  const graph = new Map<string, ImportEdge[]>();
  for (const file of files) {
    graph.set(
      file,
      (importsByFile.get(file) ?? []).flatMap((site) => {
        const to = resolveSrcImport(site.specifier, files);
        return to ? [{ to, kind: site.kind, line: site.line }] : [];
      }),
    );
  }
  return graph;
}

/**
 * Every import circle: each group of files that reach one another through their imports (a
 * strongly connected component, Tarjan's algorithm), as its files in order. Every kind of import
 * counts: a static one runs a module before its importer, a type-only one ties two layers' shapes
 * together (the field view's types were split that way), and an import() still makes the chunk
 * graph a circle (a lazy part whose code imports the module that import()s it).
 */
export function importCircles(graph: ReadonlyMap<string, readonly ImportEdge[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!graph.has(to)) continue;
      if (!order.has(to)) {
        visit(to);
        lowest.set(file, Math.min(lowest.get(file) ?? 0, lowest.get(to) ?? 0));
      } else if (onStack.has(to)) {
        lowest.set(file, Math.min(lowest.get(file) ?? 0, order.get(to) ?? 0));
      }
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const importsItself = (graph.get(file) ?? []).some((edge) => edge.to === file);
    if (group.length > 1 || importsItself) circles.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!order.has(file)) visit(file);
  return circles;
}

/** One message per circle, naming each import inside it (file:line -> file, and its kind). */
export function importCircleProblems(importsByFile: ReadonlyMap<string, readonly ImportSite[]>): string[] {
  const graph = srcImportGraph(importsByFile);
  return importCircles(graph).map((circle) => {
    const members = new Set(circle);
    const edges = circle.flatMap((file) =>
      (graph.get(file) ?? [])
        .filter((edge) => members.has(edge.to))
        .map((edge) => `${file}:${edge.line} -> ${edge.to} (${edge.kind})`),
    );
    return `an import circle of ${circle.length} file(s): ${edges.join('; ')}`;
  });
}
