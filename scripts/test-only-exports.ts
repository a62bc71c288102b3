import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { importSitesOf } from './architecture/import-sites';

/**
 * Finds page-code exports that only tests import. Such an export is a door into the page that
 * exists for the tests alone (a factory of defaults, a setter that swaps a module's state), so the
 * page's own code could start to use it and nothing would say it was never meant to. Tests build
 * what they need in src/testing/ instead.
 *
 * The scan is syntactic (no type checker, so it runs in a second): each file's imports are read
 * from `import … from`, `export … from`, `import()` and `import('…')` types; a module imported
 * with `* as ns`, or with `import()`, counts as using every export whose name the importer
 * mentions. That errs towards "used by the page", never towards a false alarm.
 */

/** Path aliases of tsconfig.base.json, with the folder each stands for (from the project root). */
const aliases: readonly (readonly [prefix: string, folder: string])[] = [
  ['@/', 'src/'],
  ['@variants/', 'variants/'],
  ['@scripts/', 'scripts/'],
];

const sourceExtensions = ['.ts', '.tsx'];

/**
 * Virtual modules the build resolves to project files: `virtual:variant-screen` is the variant's
 * screen (scripts/build/variant-plugin.ts), so an import from it uses every screen module.
 */
const virtualModules: readonly (readonly [specifier: string, files: RegExp])[] = [
  ['virtual:variant-screen', /^src\/screens\/([^/]+)\/\1-screen\.tsx$/],
];

/**
 * Exports that generated code imports by name, not a file of ours: Vite's preload helper, which
 * scripts/build/checked-import-plugin.ts replaces with this module; the logo component, which the
 * build's virtual:variant-logo module names.
 */
const importedByGeneratedCode: readonly (readonly [file: string, name: string])[] = [
  ['src/platform/checked-chunk-import.ts', '__vitePreload'],
  // virtual:variant-logo re-exports it where the variant's theme has a logo (variant-plugin.ts).
  ['src/ui/layout/brand-logo.tsx', 'BrandLogo'],
];

/** Tests and what only tests use: unit tests, their fixtures in src/testing, the browser suite. */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.startsWith('src/testing/') || file.startsWith('e2e/');
}

/** The code that ships in a bundle: src/ and variants/, without tests and their fixtures. */
export function isPageFile(file: string): boolean {
  return (file.startsWith('src/') || file.startsWith('variants/')) && !isTestFile(file);
}

/** The project files a specifier names: none for a package, one or more for a virtual module. */
function resolveSpecifier(from: string, specifier: string, files: ReadonlySet<string>): string[] {
  const virtual = virtualModules.find(([name]) => name === specifier);
  if (virtual) return [...files].filter((file) => virtual[1].test(file));
  const found = resolveFile(from, specifier, files);
  return found === undefined ? [] : [found];
}

function resolveFile(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  let base: string | undefined;
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  if (alias) base = alias[1] + specifier.slice(alias[0].length);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  if (base === undefined) return undefined;
  const candidates = [base, ...sourceExtensions.map((ext) => base + ext)];
  candidates.push(...sourceExtensions.map((ext) => `${base}/index${ext}`));
  return candidates.find((candidate) => files.has(candidate));
}

function hasExportModifier(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/** The names a module exports itself (its re-exports of other modules' names included). */
function exportedNames(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    } else if (ts.isExportAssignment(statement)) {
      names.push('default');
    } else if (hasExportModifier(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        const isDefault = (ts.getModifiers(statement) ?? []).some(
          (modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword,
        );
        names.push(isDefault ? 'default' : statement.name.text);
      }
    }
  }
  return names;
}

/** What one file takes from other project files. */
interface FileImports {
  named: { module: string; name: string }[];
  /** Modules imported `* as ns`: each export whose name the file mentions is a use. */
  mentionedFrom: string[];
  /**
   * Modules reached by `export *`, `import()` or an `import('…')` type: every export is a use
   * (the names are often read in another file, from a promise this one hands on).
   */
  whole: string[];
  /** Every identifier in the file, for the namespace imports. */
  mentioned: Set<string>;
}

function importsOf(file: string, source: ts.SourceFile, files: ReadonlySet<string>): FileImports {
  const found: FileImports = { named: [], mentionedFrom: [], whole: [], mentioned: identifiersIn(source) };
  for (const site of importSitesOf(source)) {
    for (const module of resolveSpecifier(file, site.specifier, files)) {
      if (site.takes === 'everything') {
        found.whole.push(module);
        continue;
      }
      for (const name of site.takes.names) found.named.push({ module, name });
      if (site.takes.namespace) found.mentionedFrom.push(module);
    }
  }
  return found;
}

function identifiersIn(source: ts.SourceFile): Set<string> {
  const identifiers = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) identifiers.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return identifiers;
}

/**
 * Whether `name` is used in its own file beyond being declared and exported: a part of the
 * module that tests also reach directly, not a door made for them.
 */
function usedInOwnFile(source: ts.SourceFile, name: string): boolean {
  let uses = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === name) {
      const parent = node.parent;
      const isDeclarationName =
        parent !== undefined &&
        (ts.isExportSpecifier(parent) ||
          ((ts.isFunctionDeclaration(parent) ||
            ts.isClassDeclaration(parent) ||
            ts.isInterfaceDeclaration(parent) ||
            ts.isTypeAliasDeclaration(parent) ||
            ts.isEnumDeclaration(parent) ||
            ts.isVariableDeclaration(parent)) &&
            parent.name === node));
      if (!isDeclarationName) uses += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses > 0;
}

export interface TestOnlyExport {
  file: string;
  name: string;
  importedBy: string[];
}

/**
 * Every export of a page file that at least one test imports and no other file does. `sources`
 * maps project-relative paths (with '/') to their text: every file that may import page code.
 */
export function findTestOnlyExports(sources: ReadonlyMap<string, string>): TestOnlyExport[] {
  const files = new Set(sources.keys());
  const parsed = new Map<string, ts.SourceFile>();
  for (const [file, text] of sources) {
    parsed.set(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
  }
  /** `module#name` → the files that import it. */
  const importers = new Map<string, Set<string>>();
  const addImporter = (module: string, name: string, importer: string) => {
    if (module === importer) return;
    const key = `${module}#${name}`;
    const set = importers.get(key) ?? new Set<string>();
    set.add(importer);
    importers.set(key, set);
  };
  const exportsOf = new Map<string, string[]>();
  for (const [file, source] of parsed) exportsOf.set(file, exportedNames(source));
  for (const [file, source] of parsed) {
    const imports = importsOf(file, source, files);
    for (const { module, name } of imports.named) addImporter(module, name, file);
    for (const module of imports.mentionedFrom) {
      for (const name of exportsOf.get(module) ?? []) {
        if (imports.mentioned.has(name)) addImporter(module, name, file);
      }
    }
    for (const module of imports.whole) {
      for (const name of exportsOf.get(module) ?? []) addImporter(module, name, file);
    }
  }
  for (const [module, name] of importedByGeneratedCode) addImporter(module, name, 'the build');
  const found: TestOnlyExport[] = [];
  for (const [file, names] of exportsOf) {
    if (!isPageFile(file)) continue;
    for (const name of names) {
      const importedBy = [...(importers.get(`${file}#${name}`) ?? [])].sort();
      if (importedBy.length === 0 || !importedBy.every(isTestFile)) continue;
      if (usedInOwnFile(parsed.get(file) as ts.SourceFile, name)) continue;
      found.push({ file, name, importedBy });
    }
  }
  return found;
}

/** The project's TypeScript files under `folders`, read from `root`, keyed by their relative path. */
export function readProjectSources(root: string, folders: readonly string[]): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(child);
      } else if (sourceExtensions.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) {
        sources.set(child, readFileSync(path.join(root, child), 'utf8'));
      }
    }
  };
  for (const folder of folders) walk(folder);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name)) {
      sources.set(entry.name, readFileSync(path.join(root, entry.name), 'utf8'));
    }
  }
  return sources;
}
