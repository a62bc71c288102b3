import ts from 'typescript';

/**
 * The titles of the tests a test file declares: the first argument of each `it(…)` / `test(…)`,
 * with its modifiers (`it.skip`, `it.concurrent`) and of `it.each(rows)(…)`, as written between
 * its quotes. A template literal keeps its `${…}` slots as written. Read with TypeScript's parser,
 * so a title in a comment or in some other string does not count as a test, nor does a test that
 * never runs (`it.skip`, `it.todo`, anything inside `describe.skip`).
 */
export function testTitles(source: string, fileName: string): string[] {
  return testCalls(source, fileName).map((test) => test.title);
}

/**
 * Each test the file declares (as `testTitles` reads them): its title and its whole call, the
 * rows of `it.each(rows)` included, for what the test names (test-pages.ts).
 */
export function testCalls(source: string, fileName: string): { title: string; call: ts.CallExpression }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const tests: { title: string; call: ts.CallExpression }[] = [];
  const visit = (node: ts.Node): void => {
    // A skipped test (or every test of a skipped group) shows nothing: it cannot back a claim.
    if (ts.isCallExpression(node) && isSkipped(node.expression)) return;
    if (ts.isCallExpression(node) && declaresTest(node.expression)) {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        tests.push({ title: first.text, call: node });
      } else if (first && ts.isTemplateExpression(first)) {
        // The source text between the backticks: `${engineName}` stays a slot.
        tests.push({ title: first.getText(file).slice(1, -1), call: node });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return tests;
}

const testFunctions = new Set(['it', 'test']);
const notRun = new Set(['skip', 'todo']);

/** `it.skip`, `test.todo`, `describe.skip`, `it.skip.each(rows)`: declared, never run. */
function isSkipped(callee: ts.Expression): boolean {
  if (ts.isPropertyAccessExpression(callee))
    return notRun.has(callee.name.text) || isSkipped(callee.expression);
  if (ts.isCallExpression(callee)) return isSkipped(callee.expression);
  return false;
}

/** `it`, `test`, `it.skip`, `it.only`, `it.concurrent`, and `it.each(rows)`. */
function declaresTest(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return testFunctions.has(callee.text);
  if (ts.isPropertyAccessExpression(callee)) return declaresTest(callee.expression);
  if (ts.isCallExpression(callee)) {
    return ts.isPropertyAccessExpression(callee.expression) && callee.expression.name.text === 'each'
      ? declaresTest(callee.expression.expression)
      : false;
  }
  return false;
}

/**
 * Whether `titles` hold the test `name` of the criteria table: as written, or with `{engine}`
 * standing for a template slot (the cross-engine files write `${engineName}` there).
 */
export function namesTest(titles: readonly string[], name: string): boolean {
  const pattern = new RegExp(
    `^${name
      .split('{engine}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\$\\{[^}]+\\}')}$`,
  );
  return titles.some((title) => title === name || pattern.test(title));
}
