import { registryRoutesManifest } from '@scripts/routes/registry-routes';
import { variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { parseFrameAncestors } from './frame-ancestors';
import { iframeVariantPaths, routeFrameAncestors, routeSecurityHeaders } from './route-security';

const iframeVariants = iframeVariantPaths({ variants });
const frameAncestors = parseFrameAncestors('pinergy=https://p.example', iframeVariants);

describe('iframeVariantPaths', () => {
  it('lists exactly the variants with settings.inIframe', () => {
    expect([...iframeVariants].sort()).toEqual(['airbaltic', 'moneybase', 'pinergy', 'thinkland']);
  });
});

describe('routeFrameAncestors', () => {
  it.each<[string, string, string[]]>([
    ['basic', 'card-form', []],
    ['sandbox', 'sandbox', []],
    ['health.html', 'health', []],
    ['pinergy', 'card-form', ["'self'", 'https://p.example']],
    ['thinkland', 'card-form', ["'self'"]],
    // Landing pages an iframe variant may reach inside its frame: the union of the lists.
    ['basic/_error.html', 'error', ["'self'", 'https://p.example']],
    ['result', 'result', ["'self'", 'https://p.example']],
  ])('%s (%s) → %j', (variant, screen, expected) => {
    expect(routeFrameAncestors({ variant, screen }, iframeVariants, frameAncestors)).toEqual(expected);
  });

  it('gives every route of the manifest a policy', () => {
    for (const route of registryRoutesManifest().routes) {
      const headers = routeSecurityHeaders(route, iframeVariants, {
        gatewayBaseUrl: 'https://gw.example/hpp',
        frameAncestors,
        https: true,
      });
      expect(headers['content-security-policy']).toContain("connect-src 'self' https://gw.example;");
      expect(headers['strict-transport-security']).toBeDefined();
    }
  });
});
