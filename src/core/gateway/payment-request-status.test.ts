import { describe, expect, it } from 'vitest';
import { readClosedRequest } from '@/core/gateway/payment-request-status';

describe('readClosedRequest: what paymentRequest says of an old link', () => {
  it.each<[string, unknown, 'paid' | 'expired' | undefined]>([
    // The sandbox's two dialects (scripts/server/sandbox-gateway.ts)
    ['full sandbox, paid', { amount: 1250, currency: 'EUR', description: 'x', status: 'paid' }, 'paid'],
    ['full sandbox, expired', { amount: 1250, currency: 'EUR', status: 'expired' }, 'expired'],
    ['minimal sandbox, paid as a string', { paid: 'true' }, 'paid'],
    ['minimal sandbox, expired as a string', { expired: 'true' }, 'expired'],
    // Case, spaces, booleans and strings
    ['status in capitals', { status: 'PAID' }, 'paid'],
    ['status with spaces', { status: ' Expired ' }, 'expired'],
    ['field name in another case', { Status: 'paid' }, 'paid'],
    ['field name in capitals', { EXPIRED: true }, 'expired'],
    ['boolean paid', { paid: true }, 'paid'],
    ['number 1', { paid: 1 }, 'paid'],
    ['"yes"', { expired: 'YES' }, 'expired'],
    ['"1"', { expired: '1' }, 'expired'],
    ['a bare word reply', 'PAID', 'paid'],
    ['a bare word reply with a newline', 'expired\n', 'expired'],
    // Both said: paid wins
    ['paid and expired flags', { paid: true, expired: true }, 'paid'],
    ['status expired, paid flag', { status: 'expired', paid: 'true' }, 'paid'],
    ['paid false, status expired', { paid: false, status: 'expired' }, 'expired'],
    // Neither: the form stays
    ["today's reply, amount only", { amount: 1250, currency: 'EUR' }, undefined],
    ['paid false', { paid: false }, undefined],
    ['paid "false"', { paid: 'false' }, undefined],
    ['paid 0', { paid: 0 }, undefined],
    ['expired null', { expired: null }, undefined],
    ['another status', { status: 'open' }, undefined],
    ['status pending', { status: 'PENDING' }, undefined],
    ['status not a string', { status: 1 }, undefined],
    ['status as an object', { status: { paid: true } }, undefined],
    ['unknown fields only', { settled: true, closed: 'yes', state: 'paid' }, undefined],
    ['"paid" as a value of another field', { note: 'paid' }, undefined],
    ['empty object', {}, undefined],
    ['an array', ['paid'], undefined],
    ['null', null, undefined],
    ['a number', 1, undefined],
    ['another word', 'OK', undefined],
    ['an empty body', '', undefined],
    ['an HTML error page', '<html><body>paid</body></html>', undefined],
  ])('%s → %s', (_name, reply, expected) => {
    expect(readClosedRequest(reply)).toBe(expected);
  });
});
