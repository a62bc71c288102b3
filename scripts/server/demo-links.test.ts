import { describe, expect, it } from 'vitest';
import { parsePageConfig } from '@/core/page-config';
import { parseTokenList } from '@/core/token-list';
import { demoLinks } from './demo-links';

describe('demoLinks', () => {
  const links = demoLinks('http://127.0.0.1:8080', '0f6c7a52-0000-4000-8000-000000000001');

  it('gives a payment page the page itself reads as a complete v2 configuration', () => {
    const url = new URL(links.paymentPage);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8080/basic/');
    const config = parsePageConfig(url.search);
    expect(config).toMatchObject({
      merchantId: 'sandbox-merchant',
      requestId: 'order-0f6c7a52',
      uniqueRequestId: '0f6c7a52-0000-4000-8000-000000000001',
      controllerVersion: 'v2',
      apmPaymentMethods: ['paypal', 'mbway'],
      failUrl: 'http://127.0.0.1:8080/result/',
    });
    expect(config.supportedCardTypes).toContain('amex');
    expect(parseTokenList(config.tokenList).map((card) => card.token)).toEqual([
      'tok_visa_approved',
      'tok_visa_3ds_challenge',
      'tok_visa_declined',
    ]);
  });

  it('uses a fresh uniqueRequestID each time by default', () => {
    expect(demoLinks('http://127.0.0.1:8080').paymentPage).not.toBe(
      demoLinks('http://127.0.0.1:8080').paymentPage,
    );
  });

  it('opens another page when given its route (the dev server serves one variant)', () => {
    const url = new URL(demoLinks('http://127.0.0.1:5173', undefined, '/aober/chicshes.html').paymentPage);
    expect(url.pathname).toBe('/aober/chicshes.html');
    expect(url.searchParams.get('M')).toBe('sandbox-merchant');
  });

  it('points at the sandbox console', () => {
    expect(links.sandboxConsole).toBe('http://127.0.0.1:8080/sandbox/');
  });
});
