import ts from 'typescript';

/** One import of a source file: where it points, whether it reaches the bundle, and its line. */
export interface ImportSite {
  specifier: string;
  kind: 'static' | 'type' | 'dynamic';
  line: number;
}

/**
 * What an import takes from its module: the names it binds (`default` for a default import) and
 * whether it binds the module's namespace (`import * as x`), or the whole module (`export *`,
 * `import()`, an `import('…')` type), whose every export it may use. A side-effect import takes
 * no name.
 */
export type Taken = { names: readonly string[]; namespace: boolean } | 'everything';

export interface ImportWithBindings extends ImportSite {
  takes: Taken;
}

const nothing: Taken = { names: [], namespace: false };

/**
 * Every import of a parsed source file: `import … from`, `export … from`, `import()` and
 * `import('…')` types, in the order they appear. The one reading of imports that the feature
 * rules, the architecture picture and the test-only exports check share.
 */
export function importSitesOf(source: ts.SourceFile): ImportWithBindings[] {
  const sites: ImportWithBindings[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const names = [
        ...(clause?.name ? ['default'] : []),
        ...(bindings && ts.isNamedImports(bindings)
          ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
          : []),
      ];
      sites.push({
        specifier: node.moduleSpecifier.text,
        kind: clause?.isTypeOnly === true ? 'type' : 'static',
        line: lineOf(node),
        takes: clause
          ? { names, namespace: bindings !== undefined && ts.isNamespaceImport(bindings) }
          : nothing,
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      sites.push({
        specifier: node.moduleSpecifier.text,
        kind: node.isTypeOnly ? 'type' : 'static',
        line: lineOf(node),
        takes:
          clause && ts.isNamedExports(clause)
            ? {
                names: clause.elements.map((element) => (element.propertyName ?? element.name).text),
                namespace: false,
              }
            : 'everything',
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      sites.push({
        specifier: node.arguments[0].text,
        kind: 'dynamic',
        line: lineOf(node),
        takes: 'everything',
      });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      sites.push({
        specifier: node.argument.literal.text,
        kind: 'type',
        line: lineOf(node),
        takes: 'everything',
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/** Every import of a file's text (see importSitesOf). */
export function importsOf(fileName: string, text: string): ImportWithBindings[] {
  return importSitesOf(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true));
}
