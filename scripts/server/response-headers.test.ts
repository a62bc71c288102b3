import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resourceContentSecurityPolicy } from '@scripts/security/content-security-policy';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutObjectReplySchema } from '@/core/gateway/replies';
import { encodeThreeDsMethodData, threeDsNotificationUrl } from '@/core/three-ds-method-data';
import {
  cardCheckout,
  type FixtureSandbox,
  fixtureManifest,
  fixtureSandboxForTests,
  startFixtureSandbox,
} from './sandbox-fixture';

const directive = (policy: string | null, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('security headers of the sandbox (one origin)', () => {
  let sandbox: FixtureSandbox;
  beforeAll(async () => {
    sandbox = await startFixtureSandbox({ frameAncestors: 'pinergy=https://shop.example' });
    // An iframe variant beside the fixture's routes: the server re-reads routes.json when it changes.
    await mkdir(join(sandbox.distDir, 'pinergy'), { recursive: true });
    await writeFile(join(sandbox.distDir, 'pinergy/index.html'), '<!doctype html><title>pinergy</title>');
    await writeFile(
      join(sandbox.distDir, 'routes.json'),
      JSON.stringify({
        ...fixtureManifest,
        routes: [
          ...fixtureManifest.routes,
          {
            path: '/pinergy/',
            file: 'pinergy/index.html',
            variant: 'pinergy',
            screen: 'card-form',
            kind: 'variant',
          },
        ],
      }),
    );
  });
  afterAll(() => sandbox.close());

  it.each<[string, string, string | undefined]>([
    ['/basic/', "frame-ancestors 'none'", 'DENY'],
    ['/pinergy/', "frame-ancestors 'self' https://shop.example", undefined],
    ['/result/', "frame-ancestors 'self' https://shop.example", undefined],
    ['/basic/_error.html', "frame-ancestors 'self' https://shop.example", undefined],
  ])('%s: page policy with %s', async (path, ancestors, frameOptions) => {
    const response = await fetch(`${sandbox.url}${path}`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy');
    expect(directive(policy, 'frame-ancestors')).toBe(ancestors);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https:");
    expect(response.headers.get('x-frame-options') ?? undefined).toBe(frameOptions);
    // At most the origin as Referer: the page's query may carry a card number (tokenList).
    expect(response.headers.get('referrer-policy')).toBe('strict-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Plain http on loopback: HSTS would be ignored by browsers, so it is not sent.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each(['/basic/assets/index-AbC12345.js', '/configuration', '/gateway/__sandbox/test-cards', '/nowhere'])(
    '%s: resource headers',
    async (path) => {
      const response = await fetch(`${sandbox.url}${path}`, { redirect: 'manual' });
      expect(response.headers.get('content-security-policy')).toBe(resourceContentSecurityPolicy);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('gives the simulated ACS pages their own policy, framable by the sandbox origins', async () => {
    const response = await fetch(`${sandbox.url}/gateway/acs/challenge?trx=unknown`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = response.headers.get('content-security-policy');
    expect(directive(policy, 'frame-ancestors')).toBe(
      `frame-ancestors 'self' ${sandbox.url} ${sandbox.url.replace('127.0.0.1', 'localhost')}`,
    );
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });
});

describe('3-D Secure against a simulated ACS on a second origin (acsPort)', () => {
  const suite = fixtureSandboxForTests({ acsPort: 0 });

  it('addresses the ACS on the second origin and allows exactly it in the page policy', async () => {
    const acs = suite.sandbox.server.acsOrigin ?? '';
    expect(acs).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(acs).not.toBe(suite.sandbox.url);
    const policy = (await fetch(`${suite.sandbox.url}/basic/`)).headers.get('content-security-policy');
    expect(directive(policy, 'frame-src')).toBe(`frame-src 'self' https: ${acs}`);
    expect(directive(policy, 'form-action')).toBe(`form-action 'self' https: ${acs}`);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");

    const M = 'merchant-1';
    const reply = v.parse(
      checkoutObjectReplySchema,
      await (
        await suite.client.post('/gateway/rest/v2/checkout', cardCheckout({ M, b1: '4000000000003055' }))
      ).json(),
    );
    const methodUrl = reply['3ds_method'] ?? '';
    expect(new URL(methodUrl).origin).toBe(acs);
    const trxId = reply['3ds_trxid'] ?? '';
    // The method page on the ACS origin posts back to the page origin's notification URL.
    const notification = new URL(threeDsNotificationUrl('/gateway', M, trxId), suite.sandbox.url).href;
    const methodPage = await suite.client.post(
      methodUrl,
      { threeDSMethodData: encodeThreeDsMethodData(trxId, notification) },
      { xsrfHeader: false },
    );
    expect(methodPage.status).toBe(200);
    expect(await methodPage.text()).toContain(`action="${notification}"`);
    expect(directive(methodPage.headers.get('content-security-policy'), 'frame-ancestors')).toContain(
      suite.sandbox.url,
    );
  });
});
