import { describe, expect, it } from 'vitest';
import { methodFrameMayLoad } from '@/features/checkout/core/method-frame-url';

const onHttps = { pageOrigin: 'https://pay.example', gatewayBase: 'https://gw.example/api' };
const relativeGateway = { pageOrigin: 'https://pay.example', gatewayBase: '/gateway' };
const onHttp = { pageOrigin: 'http://pay.internal', gatewayBase: 'http://gw.internal/api' };

describe('which 3-D Secure method URLs the page policy lets the method frame load', () => {
  it.each([
    ['an issuer on https', 'https://acs.bank.example/method', onHttps, true],
    ['an issuer on https with a port and query', 'https://acs.bank.example:8443/m?x=1', onHttps, true],
    ['an issuer on plain http', 'http://acs.bank.example/method', onHttps, false],
    [
      'an issuer on plain http with the gateway relative',
      'http://acs.bank.example/m',
      relativeGateway,
      false,
    ],
    ['the gateway itself on plain http', 'http://gw.internal/api/acs/method', onHttp, true],
    ['the page origin on plain http', 'http://pay.internal/acs/method', onHttp, true],
    ['another host next to a plain-http gateway', 'http://acs.internal/method', onHttp, false],
    ['the same host on another port than the gateway', 'http://gw.internal:8080/m', onHttp, false],
    ['a sandbox issuer on loopback', 'http://127.0.0.1:41234/gateway/acs/method', onHttps, true],
    ['a sandbox issuer on localhost', 'http://localhost:41234/gateway/acs/method', onHttps, true],
    ['a sandbox issuer on IPv6 loopback', 'http://[::1]:41234/m', onHttps, true],
    ['a host that only starts like loopback', 'http://127.0.0.1.evil.example/m', onHttps, false],
    ['a host named localhost-like', 'http://localhost.evil.example/m', onHttps, false],
    ['not a URL', 'acs.bank.example/method', onHttps, false],
    ['another scheme', 'ftp://acs.bank.example/method', onHttps, false],
  ])('%s: %s', (_name, methodUrl, origins, expected) => {
    expect(methodFrameMayLoad(methodUrl, origins)).toBe(expected);
  });
});
