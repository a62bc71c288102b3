import { errorPagePath } from '@variants/registry';
import { maxPathLength, type RouteResolution } from './resolve-route';

/**
 * The routing cases every implementation must agree on, checked against resolveRoute, the
 * CloudFront function (in a V8 sandbox) and a real nginx running the generated config.
 * `overHttp: false` marks targets an HTTP client cannot send as written (no leading '/' or
 * raw non-ASCII).
 */
export interface RouteCase {
  rawPath: string;
  expected: RouteResolution;
  overHttp?: false;
}

const toError: RouteResolution = { kind: 'redirect', location: `/${errorPagePath}`, status: 302 };
const page = (file: string): RouteResolution => ({ kind: 'page', file });
const asset = (file: string): RouteResolution => ({ kind: 'asset', file });
const moved = (location: string): RouteResolution => ({ kind: 'redirect', location, status: 301 });

export const routeCases: readonly RouteCase[] = [
  { rawPath: '/basic/', expected: page('basic/index.html') },
  { rawPath: '/basic/index.html', expected: page('basic/index.html') },
  { rawPath: '/basic/?M=1&a1=2', expected: page('basic/index.html') },
  { rawPath: '/basic', expected: moved('/basic/') },
  { rawPath: '/basic?M=1&a1=x%20y', expected: moved('/basic/?M=1&a1=x%20y') },
  { rawPath: '/basic?d=caf\u00e9', expected: moved('/basic/?d=caf%C3%A9'), overHttp: false },
  { rawPath: '/eupago/', expected: page('eupago/index.html') },
  { rawPath: '/aober/chicshes.html', expected: page('aober/chicshes.html') },
  { rawPath: '/aober/chicshes.html?M=1', expected: page('aober/chicshes.html') },
  { rawPath: '/aober/chicshes', expected: toError },
  { rawPath: '/aober/chicshes.html/', expected: toError },
  {
    rawPath: '/aober/chicshes/assets/index-AbCd1234.js',
    expected: asset('aober/chicshes/assets/index-AbCd1234.js'),
  },
  { rawPath: '/salesforce/templates/', expected: page('salesforce/templates/index.html') },
  { rawPath: '/salesforce/templates/mobile', expected: moved('/salesforce/templates/mobile/') },
  { rawPath: '/salesforce/templates/mobile/', expected: page('salesforce/templates/mobile/index.html') },
  { rawPath: '/salesforce/', expected: toError },
  { rawPath: '/health.html', expected: page('health.html') },
  { rawPath: '/basic/_error.html', expected: page('basic/_error.html') },
  { rawPath: '/basic/assets/index-AbCd1234.js', expected: asset('basic/assets/index-AbCd1234.js') },
  { rawPath: '/basic/assets/i18n/en.json', expected: asset('basic/assets/i18n/en.json') },
  { rawPath: '/basic/assets/i18n/he.later.json', expected: asset('basic/assets/i18n/he.later.json') },
  { rawPath: '/basic/assets/i18n/he%2Ejson', expected: asset('basic/assets/i18n/he.json') },
  { rawPath: '/basic/assets/', expected: toError },
  { rawPath: '/basic/assets', expected: toError },
  { rawPath: '/basic/assets/i18n/', expected: toError },
  { rawPath: '/', expected: toError },
  { rawPath: '', expected: toError, overHttp: false },
  { rawPath: '/configuration', expected: toError },
  { rawPath: '/routes.json', expected: toError },
  { rawPath: '/unknown/', expected: toError },
  { rawPath: '/BASIC/', expected: toError },
  { rawPath: '/basic//', expected: toError },
  { rawPath: '//basic/', expected: toError },
  { rawPath: '/basic/../../etc/passwd', expected: toError },
  { rawPath: '/basic/%2e%2e/%2e%2e/etc/passwd', expected: toError },
  { rawPath: '/basic/assets/..%2f..%2fetc/passwd', expected: toError },
  { rawPath: '/basic%2f..%2fetc', expected: toError },
  { rawPath: '/basic%2Findex.html', expected: toError },
  { rawPath: '/basic%5cindex.html', expected: toError },
  { rawPath: '/basic\\index.html', expected: toError },
  { rawPath: '/basic/assets/a%00.js', expected: toError },
  { rawPath: '/basic/assets/a%0a.js', expected: toError },
  { rawPath: '/basic/assets/%E0%A4%A', expected: toError },
  { rawPath: '/basic/assets/x..js', expected: toError },
  { rawPath: 'basic/', expected: toError, overHttp: false },
  { rawPath: `/basic/assets/${'a'.repeat(5000)}.js`, expected: toError },
  { rawPath: `/${'x'.repeat(maxPathLength)}`, expected: toError },
];
