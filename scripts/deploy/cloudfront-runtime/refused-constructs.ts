import ts from 'typescript';
import {
  documentedGlobals,
  documentedMethodNames,
  documentedModules,
  documentedStatics,
} from './documented-api';
import { type FileFacts, freeGlobal, hasModifier, isFreeGlobalNamed, isFunctionLike } from './source-facts';

/**
 * The constructs the `cloudfront-js-2.0` runtime's page does not list, one row each: what it is, what
 * the page says, the smallest code that has it (the test's row) and how to find it in a syntax tree.
 */
export interface RefusedConstruct {
  /** What the generated code must not contain. */
  construct: string;
  /** What the runtime's documentation says about it (quoted where it speaks of it directly). */
  documentation: string;
  /** The smallest code that has it: the checker must refuse it. */
  example: string;
  /** Whether `node` is this construct. */
  isAt(node: ts.Node, file: FileFacts): boolean;
}

const notListedStatement = 'not among the statements the page lists (ES 5.1 ones, const, let, async, await)';

const timers = 'setTimeout setImmediate setInterval clearTimeout clearInterval queueMicrotask'.split(' ');
const network = ['fetch', 'XMLHttpRequest', 'WebSocket'];
const namedElsewhere = new Set(['eval', 'process', ...timers, ...network]);

/** A row's test for nodes of these kinds. */
const nodeIs =
  (...tests: ((node: ts.Node) => boolean)[]) =>
  (node: ts.Node): boolean =>
    tests.some((test) => test(node));

/** A row's test for a binary expression with one of these operators. */
const operatorIs =
  (...operators: ts.SyntaxKind[]) =>
  (node: ts.Node): boolean =>
    ts.isBinaryExpression(node) && operators.includes(node.operatorToken.kind);

/** The text of a literal as written in the source (escapes intact). */
function rawText(node: ts.Node): string {
  return node.getText();
}

/** An escape `\u{…}` in source text, not preceded by an escaped backslash. */
const codePointEscape = /(^|[^\\])(\\\\)*\\u\{/;

export const refusedConstructs: readonly RefusedConstruct[] = [
  {
    construct: 'class',
    documentation: `classes: ${notListedStatement}`,
    example: 'class Route {}',
    isAt: nodeIs(ts.isClassDeclaration, ts.isClassExpression),
  },
  {
    construct: 'generator function, yield',
    documentation: `generators: ${notListedStatement}; "All ES 5.1 function features" and arrow functions and rest parameters are the function features listed`,
    example: 'function* pages() { yield 1; }',
    isAt: (node) =>
      ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) &&
        node.asteriskToken !== undefined) ||
      ts.isYieldExpression(node),
  },
  {
    construct: 'for-of',
    documentation: `for-of: ${notListedStatement} ("for" and "for-in" are)`,
    example: 'for (var key of []) {}',
    isAt: nodeIs(ts.isForOfStatement),
  },
  {
    construct: 'destructuring',
    documentation: 'destructuring (ES 6): not listed',
    example: 'var { uri } = { uri: "/" };',
    isAt: (node) =>
      ts.isObjectBindingPattern(node) ||
      ts.isArrayBindingPattern(node) ||
      (ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        (ts.isObjectLiteralExpression(node.left) || ts.isArrayLiteralExpression(node.left))),
  },
  {
    construct: 'spread (...) in calls, arrays and objects',
    documentation:
      'spread (ES 6, ES 9 for objects): not listed; only "ES 6 rest parameter syntax is supported"',
    example: 'var parts = [].concat([...["a"]]);',
    isAt: nodeIs(ts.isSpreadElement, ts.isSpreadAssignment),
  },
  {
    construct: 'default parameter values',
    documentation: 'default parameters (ES 6): not listed',
    example: 'function redirect(status = 302) { return status; }',
    isAt: (node) => ts.isParameter(node) && node.initializer !== undefined,
  },
  {
    construct: 'shorthand property { name }',
    documentation: 'ES 6 object literal shorthand: not listed',
    example: 'var uri = "/"; var request = { uri };',
    isAt: nodeIs(ts.isShorthandPropertyAssignment),
  },
  {
    construct: 'method in an object literal { name() {} }',
    documentation: 'ES 6 method definitions: not listed (ES 5.1 getters and setters are)',
    example: 'var rules = { has() { return true; } };',
    isAt: (node) => ts.isMethodDeclaration(node) && ts.isObjectLiteralExpression(node.parent),
  },
  {
    construct: 'computed property name { [key]: value }',
    documentation: 'ES 6 computed property names: not listed',
    example: 'var key = "a"; var headers = { [key]: 1 };',
    isAt: nodeIs(ts.isComputedPropertyName),
  },
  {
    construct: 'optional chaining ?.',
    documentation:
      'optional chaining (ES 11): not listed among the operators ("All ES 5.1 operators", and **)',
    example: 'var value = {}.headers?.host;',
    isAt: (node) =>
      (ts.isPropertyAccessExpression(node) ||
        ts.isElementAccessExpression(node) ||
        ts.isCallExpression(node)) &&
      node.questionDotToken !== undefined,
  },
  {
    construct: 'nullish coalescing ??',
    documentation: 'nullish coalescing (ES 11): not listed among the operators',
    example: 'var value = null ?? "x";',
    isAt: operatorIs(ts.SyntaxKind.QuestionQuestionToken),
  },
  {
    construct: 'logical assignment &&= ||= ??=',
    documentation: 'logical assignment (ES 12): not listed among the operators',
    example: 'var value = ""; value ||= "x";',
    isAt: operatorIs(
      ts.SyntaxKind.AmpersandAmpersandEqualsToken,
      ts.SyntaxKind.BarBarEqualsToken,
      ts.SyntaxKind.QuestionQuestionEqualsToken,
    ),
  },
  {
    construct: 'exponent assignment **=',
    documentation: 'only "The ES 7 exponentiation operator (**)" is listed, not its assignment',
    example: 'var size = 2; size **= 2;',
    isAt: operatorIs(ts.SyntaxKind.AsteriskAsteriskEqualsToken),
  },
  {
    construct: 'tagged template',
    documentation:
      'template literals: only "multiline strings, expression interpolation, and nesting templates" are listed',
    example: 'function tag(parts) { return parts; } var x = tag`a`;',
    isAt: nodeIs(ts.isTaggedTemplateExpression),
  },
  {
    construct: 'async function expression or async arrow',
    documentation: '"async arguments and closures are not supported"',
    example: 'var later = async () => 1;',
    isAt: (node) =>
      (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) &&
      hasModifier(node, ts.SyntaxKind.AsyncKeyword),
  },
  {
    construct: 'await outside an async function',
    documentation: '"await can be used inside async functions only"',
    example: 'await Promise.resolve(1);',
    isAt: (node) => {
      if (!ts.isAwaitExpression(node)) return false;
      const enclosing = ts.findAncestor(node.parent, isFunctionLike);
      return enclosing === undefined || !hasModifier(enclosing, ts.SyntaxKind.AsyncKeyword);
    },
  },
  {
    construct: 'import, export, import()',
    documentation:
      'modules: not listed; the built-in modules come through require() (KeyValueStore\'s `import cf from "cloudfront"` is the one import AWS documents, and these functions use no KeyValueStore)',
    example: 'export function handler(event) { return event.request; }',
    isAt: (node) =>
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isExportAssignment(node) ||
      hasModifier(node, ts.SyntaxKind.ExportKeyword) ||
      (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) ||
      (ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword),
  },
  {
    construct: 'require() of a module other than querystring and crypto',
    documentation:
      '"Built-in modules": Buffer, Query string, Crypto; "there is no fs module for file system access like there is in Node.js"',
    example: 'var fs = require("fs");',
    isAt: (node) =>
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'require' &&
      !(
        node.arguments.length === 1 &&
        node.arguments[0] !== undefined &&
        ts.isStringLiteral(node.arguments[0]) &&
        documentedModules.has(node.arguments[0].text)
      ),
  },
  {
    construct: 'eval, the Function constructor',
    documentation:
      '"Dynamic code evaluation is not supported. Both eval() and Function constructors throw an error if attempted."',
    example: 'var sum = new Function("a", "b", "return a + b");',
    isAt: (node, file) =>
      isFreeGlobalNamed(['eval'])(node, file) ||
      ((ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'Function' &&
        !file.declared.has('Function')),
  },
  {
    construct: 'timers (setTimeout, setImmediate, setInterval, clearTimeout, …)',
    documentation:
      '"The setTimeout(), setImmediate(), and clearTimeout() functions are not supported. … Your function must synchronously run to completion."',
    example: 'setTimeout(function () {}, 0);',
    isAt: isFreeGlobalNamed(timers),
  },
  {
    construct: 'process',
    documentation: '"There is no process access. For example, there is no process global object"',
    example: 'var stage = process.env.STAGE;',
    isAt: isFreeGlobalNamed(['process']),
  },
  {
    construct: 'network (fetch, XMLHttpRequest, WebSocket)',
    documentation:
      '"There is no support for network calls. For example, XHR, HTTP(S), and socket are not supported."',
    example: 'fetch("https://example.com/");',
    isAt: isFreeGlobalNamed(network),
  },
  {
    construct: 'any other global (Map, Set, WeakMap, Proxy, Reflect, Intl, BigInt, URL, URLSearchParams, …)',
    documentation:
      'not among the listed globals, primitive objects, built-in objects, error types or built-in modules',
    example: 'var seen = new Map();',
    isAt: (node, file) => {
      const name = freeGlobal(node, file);
      return name !== undefined && !documentedGlobals.has(name) && !namedElsewhere.has(name);
    },
  },
  {
    construct: 'a static member the page does not list (Object.fromEntries, Array.from, Object.hasOwn, …)',
    documentation:
      'each object\'s supported methods are listed ("The following ES 6 methods on arrays are supported: Array.of()")',
    example: 'var copy = Array.from([1]);',
    isAt: (node, file) => {
      if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.expression)) return false;
      const owner = node.expression.text;
      const statics = documentedStatics[owner];
      return statics !== undefined && !file.declared.has(owner) && !statics.includes(node.name.text);
    },
  },
  {
    construct: 'a method the page lists for no object (at, flat, flatMap, matchAll, normalize, keys(), …)',
    documentation:
      'the prototype methods are listed per object (e.g. String.prototype: charAt … replaceAll; Array.prototype: concat … includes)',
    example: 'var last = [1, 2].at(-1);',
    isAt: (node) =>
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      !(
        ts.isIdentifier(node.expression.expression) && node.expression.expression.text in documentedStatics
      ) &&
      !documentedMethodNames.has(node.expression.name.text),
  },
  {
    construct: 'console.log with more than one argument',
    documentation: "\"CloudFront Functions doesn't support comma syntax, such as console.log('a', 'b')\"",
    example: 'console.log("uri", "/");',
    isAt: (node) =>
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'console' &&
      node.arguments.length > 1,
  },
  {
    construct: 'Object.create with a properties list',
    documentation: '"Object.create() (without properties list)"',
    example: 'var o = Object.create(null, { a: { value: 1 } });',
    isAt: (node) =>
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'Object' &&
      node.expression.name.text === 'create' &&
      node.arguments.length > 1,
  },
  {
    construct: 'BigInt literal 1n',
    documentation: 'BigInt (ES 11): not among the types ("All ES 5.1 types")',
    example: 'var big = 1n;',
    isAt: nodeIs(ts.isBigIntLiteral),
  },
  {
    construct: 'binary and octal literals 0b1, 0o7',
    documentation: '"ALL ES 5 numbers are supported"; ES 6 binary and octal literals are not listed',
    example: 'var mask = 0b101;',
    isAt: (node) => ts.isNumericLiteral(node) && /^0[bBoO]/.test(rawText(node)),
  },
  {
    construct: 'legacy octal literal 010',
    documentation: '"Functions operate in strict mode by default", where legacy octal literals are errors',
    example: 'var mode = 010;',
    isAt: (node) => ts.isNumericLiteral(node) && /^0[0-9]/.test(rawText(node)),
  },
  {
    construct: 'with',
    documentation: `"Functions operate in strict mode by default", where with is an error; and ${notListedStatement}`,
    example: 'with ({}) {}',
    isAt: nodeIs(ts.isWithStatement),
  },
  {
    construct: 'debugger',
    documentation: `debugger: ${notListedStatement}`,
    example: 'debugger;',
    isAt: nodeIs(ts.isDebuggerStatement),
  },
  {
    construct: 'catch without a binding',
    documentation: 'optional catch binding (ES 10): not listed; catch is listed as an ES 5.1 statement',
    example: 'try { decodeURIComponent("%"); } catch { }',
    isAt: (node) => ts.isCatchClause(node) && node.variableDeclaration === undefined,
  },
  {
    construct: 'new.target',
    documentation: 'new.target (ES 6): not listed',
    example: 'function Route() { return new.target; }',
    isAt: (node) => ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.NewKeyword,
  },
  {
    construct: 'code point escape \\u{…}',
    documentation:
      '"Unicode code point escape sequences of six characters (for example, \\uXXXX)" are the ones listed',
    example: 'var smile = "\\u{1F600}";',
    isAt: (node) =>
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isRegularExpressionLiteral(node)) &&
      codePointEscape.test(rawText(node)),
  },
  {
    construct: 'regular expression flags other than g, i, m, y',
    documentation:
      '"All ES 5.1 regular expression features" (g, i, m), with RegExp.prototype.sticky (y) and named capture groups; the u, s, d and v flags are not listed',
    example: 'var dots = /a.b/s;',
    isAt: (node) => {
      if (!ts.isRegularExpressionLiteral(node)) return false;
      const flags = node.text.slice(node.text.lastIndexOf('/') + 1);
      return /[^gimy]/.test(flags);
    },
  },
];
