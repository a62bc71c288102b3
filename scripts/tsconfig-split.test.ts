import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The page runs in shoppers' browsers, so Node's globals and modules must be type errors in page
 * code, while build scripts and tests (which run in Node) keep them. tsconfig.app.json checks the
 * page without @types/node; tsconfig.node.json checks everything that runs in Node.
 *
 * The snippets below are compiled in memory as files in src/ under each config's real options, so
 * the test exercises the compiler, not a reading of the JSON: it fails if Node's types reach the
 * page config by any road (a `types` entry, an automatic @types inclusion, a library that pulls
 * them in).
 */

const projectRoot = resolve('.');

function parsedConfig(configFile: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(resolve(configFile), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${configFile} could not be read`);
  return parsed;
}

/** The error codes of each in-memory file, compiled together in one program under `options`. */
function errorCodesOf(options: ts.CompilerOptions, files: Record<string, string>): Record<string, number[]> {
  const host = ts.createCompilerHost(options);
  const inMemory = new Map(Object.entries(files).map(([path, text]) => [resolve(path), text]));
  const readFromDisk = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = inMemory.get(resolve(fileName));
    return text === undefined
      ? readFromDisk(fileName, languageVersion, ...rest)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => inMemory.has(resolve(fileName)) || fileExists(fileName);
  const program = ts.createProgram({ rootNames: [...inMemory.keys()], options, host });
  const codes: Record<string, number[]> = {};
  for (const path of Object.keys(files)) {
    const sourceFile = program.getSourceFile(resolve(path));
    if (!sourceFile) throw new Error(`${path} is not in the program`);
    codes[path] = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ].map((diagnostic) => diagnostic.code);
  }
  return codes;
}

// Each snippet is a module (`export {}`), so their top-level names do not collide.
const nodeOnly: ReadonlyArray<{ construct: string; snippet: string }> = [
  { construct: 'process', snippet: 'export const mode = process.env.NODE_ENV;' },
  { construct: 'Buffer', snippet: "export const bytes = Buffer.from('x').length;" },
  {
    construct: "a 'node:' import",
    snippet: "import { readFileSync } from 'node:fs';\nexport { readFileSync };",
  },
  { construct: 'NodeJS.Timeout', snippet: 'export let timer: NodeJS.Timeout | undefined;' },
  { construct: '__dirname', snippet: 'export const here = __dirname;' },
  { construct: 'require', snippet: "export const fs = require('fs');" },
];

// What the page does use: browser timers, the DOM, Vite's import.meta.env. Must pass in both.
const browserCode = [
  'const timer: ReturnType<typeof setTimeout> = setTimeout(() => undefined, 1);',
  'clearTimeout(timer);',
  'export const title = document.title;',
  'export const mode: string = import.meta.env.MODE;',
  "export const bytes = new TextEncoder().encode('x').length;",
].join('\n');

const probePath = (index: number) => `src/node-types-probe-${index}.ts`;
const probes = Object.fromEntries([
  ...nodeOnly.map(({ snippet }, index) => [probePath(index), snippet]),
  ['src/browser-code-probe.ts', browserCode],
]);

const app = parsedConfig('tsconfig.app.json');
const node = parsedConfig('tsconfig.node.json');
const appErrors = errorCodesOf(app.options, probes);
const nodeErrors = errorCodesOf(node.options, probes);

describe('tsconfig.app.json (the page)', () => {
  it.each(nodeOnly.map((entry, index) => ({ ...entry, index })))(
    'refuses $construct in src/',
    ({ index }) => {
      expect(appErrors[probePath(index)]).not.toEqual([]);
    },
  );

  it('accepts browser timers, the DOM and import.meta.env', () => {
    expect(appErrors['src/browser-code-probe.ts']).toEqual([]);
  });
});

describe('tsconfig.node.json (scripts, tests, tool configs)', () => {
  it.each(nodeOnly.map((entry, index) => ({ ...entry, index })))(
    'accepts $construct, so the page config is what refuses it',
    ({ index }) => {
      expect(nodeErrors[probePath(index)]).toEqual([]);
    },
  );
});

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !path.split(/[\\/]/).includes('node_modules'))
    .map((path) => resolve(join(folder, path)));
}

describe('the two configs together', () => {
  const appFiles = new Set(app.fileNames.map((path) => resolve(path)));
  const nodeFiles = new Set(node.fileNames.map((path) => resolve(path)));
  const isTestCode = (path: string) =>
    /\.test\.tsx?$/.test(path) || path.includes(`${projectRoot}/src/testing/`);

  it('put every page file (src/ and variants/ outside tests) under the page config', () => {
    const missing = [...sourceFilesUnder('src'), ...sourceFilesUnder('variants')].filter(
      (path) => !isTestCode(path) && !appFiles.has(path),
    );
    expect(missing).toEqual([]);
  });

  it('keep tests, test fixtures, scripts and the browser suite out of the page config', () => {
    const leaked = [...appFiles].filter(
      (path) =>
        isTestCode(path) ||
        path.startsWith(`${projectRoot}/scripts/`) ||
        path.startsWith(`${projectRoot}/e2e/`),
    );
    expect(leaked).toEqual([]);
  });

  it('check every TypeScript file of the project under one of them', () => {
    const unchecked = [
      ...['src', 'variants', 'scripts', 'e2e'].flatMap(sourceFilesUnder),
      ...readdirSync('.')
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => resolve(name)),
    ].filter((path) => !appFiles.has(path) && !nodeFiles.has(path));
    expect(unchecked).toEqual([]);
  });
});
