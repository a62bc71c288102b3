import ts from 'typescript';
import { namesTest, testCalls } from './test-titles';

/**
 * Which variants a test loads, as far as its source says it cheaply: the variant paths written as
 * strings in the test's own call (its `it.each` rows, its body), or in a constant it runs over
 * (`fitRows`, `axeStates`). What a test reaches by other means (a walk over the routes manifest, a
 * URL built from a row's field) is not read here: criteria.ts says it in a comment.
 */
export function variantsNamed(node: ts.Node, variantPaths: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  const visit = (child: ts.Node): void => {
    if (
      (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) &&
      variantPaths.has(child.text)
    )
      named.add(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return [...named].sort();
}

/** The variant paths the test titled `name` names in its call, or undefined when the file has no such test. */
export function variantsOfTest(
  source: string,
  fileName: string,
  name: string,
  variantPaths: ReadonlySet<string>,
): string[] | undefined {
  const test = testCalls(source, fileName).find((candidate) => namesTest([candidate.title], name));
  return test ? variantsNamed(test.call, variantPaths) : undefined;
}

/** The variant paths named in the declaration of the constant `constant`, or undefined when there is none. */
export function variantsOfConstant(
  source: string,
  fileName: string,
  constant: string,
  variantPaths: ReadonlySet<string>,
): string[] | undefined {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  let found: ts.VariableDeclaration | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === constant)
      found = node;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found ? variantsNamed(found, variantPaths) : undefined;
}
