import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { registryRoutesManifest } from '@scripts/routes/registry-routes';
import { deploySecurity } from '@scripts/security/route-security';
import { variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { checkedFunctionSize, cloudfrontFunction, cloudfrontFunctionSizeLimit } from './cloudfront-function';
import { cloudfrontResponseFunction } from './cloudfront-response-function';
import { cloudfrontRuntimeProblems } from './cloudfront-runtime';
import { refusedConstructs } from './cloudfront-runtime/refused-constructs';
import { cloudfrontTestEvents, testEventFiles } from './cloudfront-test-events';

const manifest = registryRoutesManifest();
const security = deploySecurity({ registry: { variants }, gatewayBaseUrl: '/gateway' });
const generated = {
  'viewer-request (cloudfront-function.js)': cloudfrontFunction(manifest),
  'viewer-response (cloudfront-response-function.js)': cloudfrontResponseFunction(manifest, security),
};

describe('the cloudfront-js-2.0 checker', () => {
  it.each(refusedConstructs)('refuses $construct', ({ construct, example }) => {
    const problems = cloudfrontRuntimeProblems(example);
    expect(problems.some((problem) => problem.startsWith(`line 1: ${construct} (`))).toBe(true);
  });

  // What the runtime's documentation lists: the checker must not refuse it, or it refuses by
  // accident (the table above would then pass for the wrong reason).
  it.each([
    ['const and let', 'const a = 1; let b = a;'],
    ['arrow functions', 'var double = (x) => x * 2;'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the snippet is source code with a template literal
    ['template literals, nested', 'var n = 1; var s = `a${`b${n}`}\nc`;'],
    ['rest parameters', 'function count(...args) { return args.length; }'],
    ['the exponentiation operator', 'var p = 2 ** 3;'],
    ['async function declarations with await', 'async function load() { return await Promise.resolve(1); }'],
    ['labelled statements', 'outer: for (var i = 0; i < 2; i++) { if (i) continue outer; }'],
    ['for-in, switch, do-while', 'for (var k in {}) {} switch (1) { case 1: break; } do {} while (false);'],
    ['try, catch, finally', 'try { decodeURIComponent("%"); } catch (e) { throw e; } finally {}'],
    ['ES 5.1 getters and setters', 'var o = { get a() { return 1; }, set a(v) {} };'],
    ['named capture groups and the sticky flag', 'var m = /(?<key>[a-z]+)/y.exec("a");'],
    ['numeric separators', 'var n = 1_000;'],
    ['listed methods', 'var x = Object.entries({}).map(function (e) { return e; }).join("").padStart(2);'],
    ['String.prototype.replaceAll', 'var y = "aa".replaceAll("a", "b");'],
    [
      'Buffer and the crypto module',
      'var h = require("crypto").createHash("sha256").update(Buffer.from("x")).digest("hex");',
    ],
    ['the querystring module', 'var q = require("querystring").parse("a=1");'],
    ['console.log of one string', 'console.log("a" + " " + "b");'],
    ['\\uXXXX escapes', 'var nul = "\\u0000"; var re = /[\\u0000-\\u001f]/;'],
  ])('accepts %s', (_feature, snippet) => {
    expect(cloudfrontRuntimeProblems(snippet)).toEqual([]);
  });

  it('reports code that does not parse', () => {
    expect(cloudfrontRuntimeProblems('function handler(event) {')).toEqual([
      expect.stringMatching(/^syntax: /),
    ]);
  });
});

describe('docs/deploy.md', () => {
  const rows = readFileSync('docs/deploy.md', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => line.replace(/\\\|/g, '|'));

  it.each(refusedConstructs)('lists $construct with what the documentation says', (rule) => {
    expect(rows).toContain(`| ${rule.construct} | ${rule.documentation} |`);
  });
});

describe('the generated CloudFront Functions of the registry', () => {
  it.each(Object.entries(generated))('%s uses only what cloudfront-js-2.0 documents', (_name, code) => {
    expect(cloudfrontRuntimeProblems(code)).toEqual([]);
  });
});

describe("CloudFront's 10 KB per function", () => {
  it('is checked when a function is generated: at the limit it passes, a byte over it fails', () => {
    const atLimit = `//${'x'.repeat(cloudfrontFunctionSizeLimit - 2)}`;
    expect(checkedFunctionSize(atLimit, 'viewer-request')).toBe(atLimit);
    expect(() => checkedFunctionSize(`${atLimit}x`, 'viewer-request')).toThrow(
      /the CloudFront viewer-request function is 10241 bytes, over CloudFront's 10240 bytes per function/,
    );
  });
});

describe('the test events the build writes for aws cloudfront test-function', () => {
  const events = cloudfrontTestEvents(manifest, security);
  const run = (code: string, file: string) => {
    const context = vm.createContext({});
    vm.runInContext(code, context);
    const handler = vm.runInContext('handler', context) as (event: unknown) => Record<string, unknown>;
    return handler(JSON.parse(events[file] ?? 'null'));
  };
  const route = manifest.routes.find((entry) => entry.kind === 'variant' && entry.path.endsWith('/'));

  it('asks the viewer-request function for a page, which it rewrites to its object', () => {
    const request = run(generated['viewer-request (cloudfront-function.js)'], testEventFiles.viewerRequest);
    expect(request.uri).toBe(`/${route?.file}`);
  });

  it('gives the viewer-response function a page from S3, whose own policy it sets', () => {
    const response = run(
      generated['viewer-response (cloudfront-response-function.js)'],
      testEventFiles.viewerResponse,
    ) as { headers: Record<string, { value: string }> };
    const expected = route ? security.page(route) : {};
    expect(response.headers['content-security-policy']?.value).toBe(expected['content-security-policy']);
    expect(Object.keys(response.headers).filter((name) => name.startsWith('x-amz-meta-'))).toEqual([]);
  });
});
