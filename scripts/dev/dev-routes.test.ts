import { describe, expect, it } from 'vitest';
import { type DevRouteTarget, devRouteFor } from './dev-routes';

const target = (routePath: string, base: string): DevRouteTarget => ({ routePath, base });
const basic = target('/basic/', '/basic/');
const errorPage = target('/basic/_error.html', '/basic/_error/');
const chicshes = target('/aober/chicshes.html', '/aober/chicshes/');
const templates = target('/salesforce/templates/', '/salesforce/templates/');
const mobile = target('/salesforce/templates/mobile/', '/salesforce/templates/mobile/');
const result = target('/result/', '/result/');
// In the registry's order: a nested bundle may come before or after the one it nests in.
const all = [basic, mobile, chicshes, templates, result, errorPage];

describe('devRouteFor', () => {
  it.each([
    [basic, '/basic/', 'page'],
    [basic, '/basic/src/main.tsx', 'vite'],
    [basic, '/basic/@vite/client', 'vite'],
    [basic, '/basic/assets/i18n/en.later.json', 'vite'],
    [basic, '/basic/_error.html', 'sandbox'],
    [basic, '/basic/_error/assets/index.js', 'sandbox'],
    [basic, '/basic', 'sandbox'],
    [basic, '/configuration', 'sandbox'],
    [basic, '/gateway/rest/payment', 'sandbox'],
    [basic, '/result/', 'sandbox'],
    [basic, '/result/assets/index.js', 'sandbox'],
    [chicshes, '/aober/chicshes.html', 'page'],
    [chicshes, '/aober/chicshes/src/main.tsx', 'vite'],
    [chicshes, '/aober/holapick.html', 'sandbox'],
    [templates, '/salesforce/templates/', 'page'],
    [templates, '/salesforce/templates/src/main.tsx', 'vite'],
    [templates, '/salesforce/templates/mobile/', 'sandbox'],
    [templates, '/salesforce/templates/mobile/assets/index.js', 'sandbox'],
    [mobile, '/salesforce/templates/mobile/src/main.tsx', 'vite'],
    [result, '/result/', 'page'],
    [result, '/basic/', 'sandbox'],
  ] as const)('serving %j: %s goes to %s', (served, pathname, expected) => {
    expect(devRouteFor(pathname, served, all)).toBe(expected);
  });
});
