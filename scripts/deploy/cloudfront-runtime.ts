import ts from 'typescript';
import { refusedConstructs } from './cloudfront-runtime/refused-constructs';
import { declaredNames, type FileFacts } from './cloudfront-runtime/source-facts';

/**
 * What CloudFront's `cloudfront-js-2.0` runtime runs, as AWS documents it ("JavaScript runtime 2.0
 * features for CloudFront Functions", CloudFront Developer Guide): ES 5.1 plus a listed set of
 * ES 6-12 features, in strict mode. The tests run the generated functions in Node's `vm`, which is
 * modern V8 and accepts far more; this checker refuses, before anything is published, every
 * construct that page does not list and the generated functions (plain ES5-style templates around
 * JSON data) could come to use. The list is the documentation's, so it is deliberately strict: a
 * construct missing from the page is refused even where CloudFront may in fact accept it.
 *
 * The rows are in cloudfront-runtime/refused-constructs.ts, what the page lists in
 * cloudfront-runtime/documented-api.ts. docs/deploy.md lists the same table for operators;
 * `aws cloudfront test-function` (also there) is the check against the real runtime.
 */

/** Syntax errors, as a strict-mode script: what no runtime would load at all. */
function syntaxErrors(code: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(code, {
    fileName: 'function.js',
    reportDiagnostics: true,
    compilerOptions: { allowJs: true, noLib: true, target: ts.ScriptTarget.ESNext, alwaysStrict: true },
  });
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/**
 * Each construct of `code` the cloudfront-js-2.0 runtime does not list, as "line N: construct
 * (`source`): documentation", or [] for code that uses only what the runtime documents.
 */
export function cloudfrontRuntimeProblems(code: string): string[] {
  const parseProblems = syntaxErrors(code).map((message) => `syntax: ${message}`);
  const source = ts.createSourceFile('function.js', code, ts.ScriptTarget.ESNext, true, ts.ScriptKind.JS);
  const file: FileFacts = { declared: declaredNames(source) };
  const problems: string[] = [];
  const visit = (node: ts.Node): void => {
    for (const rule of refusedConstructs) {
      if (rule.isAt(node, file)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        const text = node.getText(source).replace(/\s+/g, ' ').slice(0, 60);
        problems.push(`line ${line}: ${rule.construct} (\`${text}\`): ${rule.documentation}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...parseProblems, ...problems];
}
