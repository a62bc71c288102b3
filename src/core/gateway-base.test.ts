import { describe, expect, it } from 'vitest';
import { resolveGatewayBase } from '@/core/gateway-base';

describe('resolveGatewayBase', () => {
  it.each([
    ['https://gw.example', 'https://pay.example', 'https://gw.example'],
    ['https://gw.example/', 'https://pay.example', 'https://gw.example'],
    ['https://gw.example/hpp/', 'https://pay.example', 'https://gw.example/hpp'],
    ['https://gw.example/hpp//', 'https://pay.example', 'https://gw.example/hpp'],
    ['  https://gw.example/hpp  ', 'https://pay.example', 'https://gw.example/hpp'],
    ['http://127.0.0.1:4100', 'http://127.0.0.1:4000', 'http://127.0.0.1:4100'],
    ['/gateway', 'https://pay.example', 'https://pay.example/gateway'],
    ['/gateway/', 'https://pay.example/', 'https://pay.example/gateway'],
    ['gateway', 'https://pay.example/basic/index.html', 'https://pay.example/gateway'],
    ['/', 'https://pay.example', 'https://pay.example'],
    ['//gw.example/hpp', 'https://pay.example', 'https://gw.example/hpp'],
  ])('%j on %j → %j', (value, origin, expected) => {
    expect(resolveGatewayBase(value, origin)).toBe(expected);
  });

  it.each([
    ['', 'https://pay.example'],
    ['   ', 'https://pay.example'],
    ['javascript:alert(1)', 'https://pay.example'],
    ['ftp://gw.example', 'https://pay.example'],
    ['data:text/plain,x', 'https://pay.example'],
    ['https://user:pw@gw.example', 'https://pay.example'],
    ['https://gw.example/?x=1', 'https://pay.example'],
    ['https://gw.example/?', 'https://pay.example'],
    ['https://gw.example/#frag', 'https://pay.example'],
    ['/gateway', 'null'],
    ['/gateway', ''],
    ['/gateway', 'file:///tmp/page.html'],
    ['https://gw.example\n/x', 'https://pay.example'],
  ])('%j on %j is unusable', (value, origin) => {
    expect(resolveGatewayBase(value, origin)).toBeUndefined();
  });
});
