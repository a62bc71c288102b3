import ts from 'typescript';

/**
 * What CloudFront's `cloudfront-js-2.0` runtime runs, as AWS documents it ("JavaScript runtime 2.0
 * features for CloudFront Functions", CloudFront Developer Guide): ES 5.1 plus a listed set of
 * ES 6-12 features, in strict mode. The tests run the generated functions in Node's `vm`, which is
 * modern V8 and accepts far more; this checker refuses, before anything is published, every
 * construct that page does not list and the generated functions (plain ES5-style templates around
 * JSON data) could come to use. The list is the documentation's, so it is deliberately strict: a
 * construct missing from the page is refused even where CloudFront may in fact accept it.
 *
 * docs/deploy.md lists the same table for operators; `aws cloudfront test-function` (also there)
 * is the check against the real runtime.
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

/** Facts about the whole function the rules need: which names it declares itself. */
export interface FileFacts {
  declared: ReadonlySet<string>;
}

const notListedStatement = 'not among the statements the page lists (ES 5.1 ones, const, let, async, await)';

/** The globals the page lists (Globals, Primitive objects, Built-in objects, Error types, Built-in modules). */
export const documentedGlobals: ReadonlySet<string> = new Set([
  // ES 5.1 types and the primitive and built-in objects.
  'Object',
  'String',
  'Number',
  'Boolean',
  'Math',
  'Date',
  'Function',
  'RegExp',
  'JSON',
  'Array',
  'Float32Array',
  'Float64Array',
  'Int8Array',
  'Int16Array',
  'Int32Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Uint16Array',
  'Uint32Array',
  'ArrayBuffer',
  'Promise',
  'DataView',
  'Symbol',
  'TextDecoder',
  'TextEncoder',
  'console',
  // Error types.
  'Error',
  'EvalError',
  'InternalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
  // Globals.
  'globalThis',
  'decodeURI',
  'decodeURIComponent',
  'encodeURI',
  'encodeURIComponent',
  'isFinite',
  'isNaN',
  'parseFloat',
  'parseInt',
  'atob',
  'btoa',
  'NaN',
  'Infinity',
  'undefined',
  'arguments',
  // Built-in modules: Buffer is global, querystring and crypto come through require().
  'Buffer',
  'require',
]);

const typedArrayStatics = ['from', 'of', 'prototype'];

/** The static members the page lists for each documented global; a global not here has none listed. */
export const documentedStatics: Readonly<Record<string, readonly string[]>> = {
  Object: [
    'create',
    'defineProperties',
    'defineProperty',
    'freeze',
    'getOwnPropertyDescriptor',
    'getOwnPropertyDescriptors',
    'getOwnPropertyNames',
    'getPrototypeOf',
    'isExtensible',
    'isFrozen',
    'isSealed',
    'keys',
    'preventExtensions',
    'seal',
    'assign',
    'entries',
    'values',
    // Listed as "Object.prototype.is()" and "Object.prototype.setPrototypeOf()": ES 6's statics.
    'is',
    'setPrototypeOf',
    'prototype',
  ],
  String: ['fromCharCode', 'fromCodePoint', 'prototype'],
  Number: [
    'EPSILON',
    'MAX_SAFE_INTEGER',
    'MIN_SAFE_INTEGER',
    'MAX_VALUE',
    'MIN_VALUE',
    'NaN',
    'NEGATIVE_INFINITY',
    'POSITIVE_INFINITY',
    'isFinite',
    'isInteger',
    'isNaN',
    'isSafeInteger',
    'parseInt',
    'parseFloat',
    'prototype',
  ],
  Boolean: ['prototype'],
  Math: [
    'E',
    'LN10',
    'LN2',
    'LOG10E',
    'LOG2E',
    'PI',
    'SQRT1_2',
    'SQRT2',
    'abs',
    'acos',
    'acosh',
    'asin',
    'asinh',
    'atan',
    'atan2',
    'atanh',
    'cbrt',
    'ceil',
    'clz32',
    'cos',
    'cosh',
    'exp',
    'expm1',
    'floor',
    'fround',
    'hypot',
    'imul',
    'log',
    'log1p',
    'log2',
    'log10',
    'max',
    'min',
    'pow',
    'random',
    'round',
    'sign',
    'sinh',
    'sin',
    'sqrt',
    'tan',
    'tanh',
    'trunc',
  ],
  // "All ES 5.1 Date features are supported."
  Date: ['now', 'parse', 'UTC', 'prototype'],
  Function: ['prototype'],
  RegExp: ['prototype'],
  JSON: ['parse', 'stringify'],
  Array: ['isArray', 'of', 'prototype'],
  Float32Array: typedArrayStatics,
  Float64Array: typedArrayStatics,
  Int8Array: typedArrayStatics,
  Int16Array: typedArrayStatics,
  Int32Array: typedArrayStatics,
  Uint8Array: typedArrayStatics,
  Uint8ClampedArray: typedArrayStatics,
  Uint16Array: typedArrayStatics,
  Uint32Array: typedArrayStatics,
  ArrayBuffer: ['isView', 'prototype'],
  Promise: ['all', 'allSettled', 'any', 'reject', 'resolve', 'race', 'prototype'],
  DataView: ['prototype'],
  Symbol: ['for', 'keyFor', 'prototype'],
  TextDecoder: ['prototype'],
  TextEncoder: ['prototype'],
  console: ['log'],
  Buffer: [
    'alloc',
    'allocUnsafe',
    'byteLength',
    'compare',
    'concat',
    'from',
    'isBuffer',
    'isEncoding',
    'prototype',
  ],
};

const dataViewMethods = ['Float32', 'Float64', 'Int16', 'Int32', 'Int8', 'Uint16', 'Uint32', 'Uint8'].flatMap(
  (type) => [`get${type}`, `set${type}`],
);
const dateMethods = [
  'Date',
  'Day',
  'FullYear',
  'Hours',
  'Milliseconds',
  'Minutes',
  'Month',
  'Seconds',
].flatMap((part) => [`get${part}`, `getUTC${part}`, `set${part}`, `setUTC${part}`]);
const bufferReadWrite = [
  'Int8',
  'IntBE',
  'Int16BE',
  'Int32BE',
  'IntLE',
  'Int16LE',
  'Int32LE',
  'UInt8',
  'UIntBE',
  'UInt16BE',
  'UInt32BE',
  'UIntLE',
  'UInt16LE',
  'UInt32LE',
  'DoubleBE',
  'DoubleLE',
  'FloatBE',
  'FloatLE',
].flatMap((type) => [`read${type}`, `write${type}`]);

/**
 * Every method name the page lists on any object (prototype methods of the built-ins, Buffer's,
 * the querystring and crypto modules'). Without types a call's receiver is unknown, so a call
 * `x.name()` passes when some documented object has `name`, and is refused when none has.
 */
export const documentedMethodNames: ReadonlySet<string> = new Set([
  // Object.prototype, Function.prototype.
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toString',
  'valueOf',
  'apply',
  'bind',
  'call',
  // String.prototype.
  'charAt',
  'concat',
  'indexOf',
  'lastIndexOf',
  'match',
  'replace',
  'search',
  'slice',
  'split',
  'substr',
  'substring',
  'toLowerCase',
  'trim',
  'toUpperCase',
  'codePointAt',
  'endsWith',
  'includes',
  'repeat',
  'startsWith',
  'padStart',
  'padEnd',
  'trimStart',
  'trimEnd',
  'replaceAll',
  // Number.prototype.
  'toExponential',
  'toFixed',
  'toPrecision',
  // RegExp.prototype.
  'exec',
  'test',
  // Array.prototype and TypedArray.prototype.
  'every',
  'filter',
  'forEach',
  'join',
  'map',
  'pop',
  'push',
  'reduce',
  'reduceRight',
  'reverse',
  'shift',
  'some',
  'sort',
  'splice',
  'unshift',
  'copyWithin',
  'fill',
  'find',
  'findIndex',
  'set',
  'subarray',
  // Promise.prototype.
  'catch',
  'finally',
  'then',
  // DataView.prototype, Date.prototype (all of ES 5.1).
  ...dataViewMethods,
  ...dateMethods,
  'getTime',
  'getTimezoneOffset',
  'setTime',
  'toDateString',
  'toISOString',
  'toJSON',
  'toLocaleDateString',
  'toLocaleString',
  'toLocaleTimeString',
  'toTimeString',
  'toUTCString',
  // TextDecoder, TextEncoder, console.
  'decode',
  'encode',
  'encodeInto',
  'log',
  // Buffer.prototype.
  'compare',
  'copy',
  'equals',
  'swap16',
  'swap32',
  'swap64',
  'write',
  ...bufferReadWrite,
  // querystring and crypto.
  'escape',
  'parse',
  'stringify',
  'unescape',
  'createHash',
  'createHmac',
  'update',
  'digest',
]);

/** The modules `require()` may load: the page's "Built-in modules" (Buffer is a global). */
export const documentedModules: ReadonlySet<string> = new Set(['querystring', 'crypto']);

function isFunctionLike(node: ts.Node): node is ts.SignatureDeclaration {
  return ts.isFunctionLike(node);
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
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

function freeGlobal(node: ts.Node, file: FileFacts): string | undefined {
  if (!ts.isIdentifier(node) || !isReference(node) || file.declared.has(node.text)) return undefined;
  return node.text;
}

function isFreeGlobalNamed(names: readonly string[]) {
  return (node: ts.Node, file: FileFacts) => {
    const name = freeGlobal(node, file);
    return name !== undefined && names.includes(name);
  };
}

const timers = [
  'setTimeout',
  'setImmediate',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'queueMicrotask',
];
const network = ['fetch', 'XMLHttpRequest', 'WebSocket'];
const namedElsewhere = new Set(['eval', 'process', ...timers, ...network]);

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
    isAt: (node) => ts.isClassDeclaration(node) || ts.isClassExpression(node),
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
    isAt: (node) => ts.isForOfStatement(node),
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
    isAt: (node) => ts.isSpreadElement(node) || ts.isSpreadAssignment(node),
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
    isAt: (node) => ts.isShorthandPropertyAssignment(node),
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
    isAt: (node) => ts.isComputedPropertyName(node),
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
    isAt: (node) =>
      ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken,
  },
  {
    construct: 'logical assignment &&= ||= ??=',
    documentation: 'logical assignment (ES 12): not listed among the operators',
    example: 'var value = ""; value ||= "x";',
    isAt: (node) =>
      ts.isBinaryExpression(node) &&
      [
        ts.SyntaxKind.AmpersandAmpersandEqualsToken,
        ts.SyntaxKind.BarBarEqualsToken,
        ts.SyntaxKind.QuestionQuestionEqualsToken,
      ].includes(node.operatorToken.kind),
  },
  {
    construct: 'exponent assignment **=',
    documentation: 'only "The ES 7 exponentiation operator (**)" is listed, not its assignment',
    example: 'var size = 2; size **= 2;',
    isAt: (node) =>
      ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AsteriskAsteriskEqualsToken,
  },
  {
    construct: 'tagged template',
    documentation:
      'template literals: only "multiline strings, expression interpolation, and nesting templates" are listed',
    example: 'function tag(parts) { return parts; } var x = tag`a`;',
    isAt: (node) => ts.isTaggedTemplateExpression(node),
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
    isAt: (node) => ts.isBigIntLiteral(node),
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
    isAt: (node) => ts.isWithStatement(node),
  },
  {
    construct: 'debugger',
    documentation: `debugger: ${notListedStatement}`,
    example: 'debugger;',
    isAt: (node) => ts.isDebuggerStatement(node),
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

function declaredNames(source: ts.SourceFile): Set<string> {
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
