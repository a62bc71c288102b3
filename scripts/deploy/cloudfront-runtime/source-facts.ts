import ts from 'typescript';

/**
 * What the runtime checker reads off a function's syntax tree: which names the function declares
 * itself, which identifiers are free globals, and a node's modifiers.
 */

/** Facts about the whole function the rules need: which names it declares itself. */
export interface FileFacts {
  declared: ReadonlySet<string>;
}

export function isFunctionLike(node: ts.Node): node is ts.SignatureDeclaration {
  return ts.isFunctionLike(node);
}

export function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind)
  );
}

/** Whether an identifier names a variable (not a property, key, label or the name being declared). */
function isReference(identifier: ts.Identifier): boolean {
  const parent = identifier.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === identifier) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === identifier) return false;
  if (ts.isMetaProperty(parent)) return false;
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isFunctionExpression(parent) ||
      ts.isParameter(parent) ||
      ts.isBindingElement(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isClassExpression(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isGetAccessorDeclaration(parent) ||
      ts.isSetAccessorDeclaration(parent) ||
      ts.isPropertyDeclaration(parent)) &&
    parent.name === identifier
  ) {
    return false;
  }
  if (ts.isLabeledStatement(parent) || ts.isBreakStatement(parent) || ts.isContinueStatement(parent)) {
    return false;
  }
  if (ts.isImportClause(parent) || ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return false;
  return true;
}

export function freeGlobal(node: ts.Node, file: FileFacts): string | undefined {
  if (!ts.isIdentifier(node) || !isReference(node) || file.declared.has(node.text)) return undefined;
  return node.text;
}

export function isFreeGlobalNamed(names: readonly string[]) {
  return (node: ts.Node, file: FileFacts) => {
    const name = freeGlobal(node, file);
    return name !== undefined && names.includes(name);
  };
}

/** Every name the function declares (variables, functions, parameters, classes). */
export function declaredNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      (ts.isVariableDeclaration(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isParameter(node) ||
        ts.isBindingElement(node) ||
        ts.isClassDeclaration(node)) &&
      node.name !== undefined &&
      ts.isIdentifier(node.name)
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}
