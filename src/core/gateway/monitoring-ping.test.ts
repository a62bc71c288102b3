import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPingQuery,
  describeHttpFailure,
  isMonitoredUrl,
  type PingEvent,
  pingKeys,
  pingStates,
} from '@/core/gateway/monitoring-ping';

describe('buildPingQuery', () => {
  it.each<[string, PingEvent, string]>([
    [
      'waiting on a gateway call',
      { state: 'waiting', url: 'https://gw.example/rest/v2/checkout', millis: 2000 },
      'state=waiting&url=https%3A%2F%2Fgw.example%2Frest%2Fv2%2Fcheckout&millis=2000',
    ],
    [
      'redirect URL loses query and hash',
      { state: 'redirect', url: 'https://acs.example/challenge?pan=4111111111111111&cvv=123#x', millis: 5 },
      'state=redirect&url=https%3A%2F%2Facs.example%2Fchallenge&millis=5',
    ],
    [
      'credentials are not part of the origin',
      { state: 'redirect', url: 'https://user:secret@acs.example/p', millis: 1 },
      'state=redirect&url=https%3A%2F%2Facs.example%2Fp&millis=1',
    ],
    [
      'relative URL keeps its path only',
      { state: 'waiting', url: '/rest/v1/apmPayment?M=1#a', millis: 0 },
      'state=waiting&url=%2Frest%2Fv1%2FapmPayment&millis=0',
    ],
    [
      'non-http URL keeps only its scheme',
      { state: 'redirect', url: 'data:text/html,4111111111111111', millis: 0 },
      'state=redirect&url=data%3A&millis=0',
    ],
    [
      'error with message and status',
      {
        state: 'error',
        url: 'https://gw.example/rest/v2/checkout',
        millis: 1234.6,
        message: 'Bad',
        status: 502,
      },
      'state=error&url=https%3A%2F%2Fgw.example%2Frest%2Fv2%2Fcheckout&millis=1235&message=Bad&status=502',
    ],
    [
      'negative and non-finite millis',
      { state: 'waiting', url: '/x', millis: Number.NaN },
      'state=waiting&url=%2Fx&millis=0',
    ],
    ['negative millis', { state: 'waiting', url: '/x', millis: -5 }, 'state=waiting&url=%2Fx&millis=0'],
    [
      'empty message and fractional status dropped',
      { state: 'error', url: '/x', millis: 1, message: '', status: 1.5 },
      'state=error&url=%2Fx&millis=1',
    ],
    [
      'card-number-shaped digits masked',
      {
        state: 'error',
        url: '/pay/4111 1111 1111 1111',
        millis: 1,
        message: 'card 4111-1111-1111-1111 declined',
      },
      'state=error&url=%2Fpay%2F%5Bredacted%5D&millis=1&message=card+%5Bredacted%5D+declined',
    ],
  ])('%s', (_name, event, expected) => {
    expect(buildPingQuery(event).toString()).toBe(expected);
  });

  it('caps the message at 200 characters', () => {
    const query = buildPingQuery({ state: 'error', url: '/x', millis: 0, message: 'x'.repeat(5000) });
    expect(query.get('message')).toHaveLength(200);
  });

  it('ignores extra properties smuggled onto the event', () => {
    const event = { state: 'error', url: '/x', millis: 0, b1: '4111111111111111', b5: '123' } as PingEvent;
    expect([...buildPingQuery(event).keys()]).toEqual(['state', 'url', 'millis']);
  });

  it('never carries keys other than state, url, millis, message, status', () => {
    const anyEvent = fc.record(
      {
        state: fc.constantFrom(...pingStates),
        url: fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })),
        millis: fc.double(),
        message: fc.string({ maxLength: 400 }),
        status: fc.oneof(fc.integer(), fc.double()),
      },
      { requiredKeys: ['state', 'url', 'millis'] },
    );
    const extras = fc.dictionary(fc.string(), fc.string(), { maxKeys: 5 });
    fc.assert(
      fc.property(anyEvent, extras, (event, extra) => {
        const query = buildPingQuery({ ...extra, ...event } as PingEvent);
        const keys = [...query.keys()];
        expect(keys.every((key) => (pingKeys as readonly string[]).includes(key))).toBe(true);
        expect(new Set(keys).size).toBe(keys.length);
        expect(query.get('url')).not.toMatch(/[?#]/);
        expect((query.get('message') ?? '').length).toBeLessThanOrEqual(200);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isMonitoredUrl', () => {
  it.each([
    ['https://gw.example/rest/v2/checkout', true],
    ['/rest/v1/apmPayment', true],
    ['https://gw.example/hpp/rest/v1/deleteToken', true],
    ['https://gw.example/pinger', true],
    ['/ping', false],
    ['/ping?state=waiting', false],
    ['https://gw.example/ping', false],
    ['https://gw.example/hpp/ping/', false],
    ['/configuration', false],
    ['https://pay.example/configuration?x=1', false],
    ['/assets/i18n/en.json', false],
    ['https://pay.example/assets/cards/visa.svg', false],
    ['https://pay.example/basic/assets/app.js', false],
    ['/PING', false],
  ])('%s → %s', (url, expected) => {
    expect(isMonitoredUrl(url)).toBe(expected);
  });
});

describe('describeHttpFailure', () => {
  it.each([
    // Chromium's, Firefox's and WebKit's words for a request with no answer, and our own
    [{ message: 'Failed to fetch' }, 'Error: Failed to fetch'],
    [
      { message: 'NetworkError when attempting to fetch resource.' },
      'Error: NetworkError when attempting to fetch resource.',
    ],
    [{ message: 'Load failed' }, 'Error: Load failed'],
    [{ message: 'no answer within 45 s' }, 'Error: no answer within 45 s'],
    [{ status: 0, message: 'Failed to fetch' }, 'Error: Failed to fetch'],
    [{ status: 0 }, 'Error: Network error'],
    [{}, 'Error: Network error'],
    // Anything else reads as a network error: it may quote what the shopper or merchant sent.
    [{ message: 'Statickey=sk_live_1&b1=4111111111111111' }, 'Error: Network error'],
    [{ message: '<html>502 jane.doe@example.com</html>' }, 'Error: Network error'],
    // With an answer: the status's own phrase, whatever else came with it.
    [{ status: 500 }, 'Error Code: 500, Message: Internal Server Error'],
    [{ status: 404, message: 'Not found here' }, 'Error Code: 404, Message: Not Found'],
    [{ status: 502 }, 'Error Code: 502, Message: Bad Gateway'],
    [{ status: 599, message: 'statickey sk_live_1' }, 'Error Code: 599, Message: '],
  ])('%j → %j', (failure, expected) => {
    expect(describeHttpFailure(failure)).toBe(expected);
  });
});
