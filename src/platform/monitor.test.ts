import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMonitor } from '@/platform/monitor';

describe('HTTP monitoring pings', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const sent: URLSearchParams[] = [];
    const monitor = createMonitor({
      gatewayBase: 'https://pay.example/gw',
      send: (url) => {
        expect(url.startsWith('https://pay.example/gw/ping?')).toBe(true);
        sent.push(new URL(url).searchParams);
      },
      now: () => Date.now(),
      describeError: (error) => ({ message: (error as Error).message, status: 500 }),
    });
    return { sent, monitor };
  }

  it('pings waiting every 2000 ms while a call is in flight, then stops', async () => {
    const { sent, monitor } = setup();
    let finish: (value: string) => void = () => undefined;
    const call = monitor.track(
      'https://pay.example/gw/rest/v2/checkout',
      () => new Promise<string>((r) => (finish = r)),
    );
    await vi.advanceTimersByTimeAsync(6500);
    expect(sent.map((query) => [query.get('state'), query.get('millis')])).toEqual([
      ['waiting', '2000'],
      ['waiting', '4000'],
      ['waiting', '6000'],
    ]);
    finish('done');
    await expect(call).resolves.toBe('done');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(3);
    expect(sent[0]?.get('url')).toBe('https://pay.example/gw/rest/v2/checkout');
  });

  it('reports an error ping with message and status and re-raises the failure', async () => {
    const { sent, monitor } = setup();
    const call = monitor.track('https://pay.example/gw/rest/v2/checkout', async () => {
      throw new Error('Error Code: 500, Message: boom');
    });
    await expect(call).rejects.toThrow('boom');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('state')).toBe('error');
    expect(sent[0]?.get('message')).toBe('Error Code: 500, Message: boom');
    expect(sent[0]?.get('status')).toBe('500');
  });

  it.each(['https://pay.example/gw/ping?x=1', '/basic/assets/i18n/en.json', '/configuration'])(
    'never monitors %s',
    async (url) => {
      const { sent, monitor } = setup();
      const call = monitor.track(url, () => new Promise((r) => setTimeout(r, 5000)));
      await vi.advanceTimersByTimeAsync(5000);
      await call;
      expect(sent).toHaveLength(0);
    },
  );

  it('sends a redirect ping without the target query, so nothing in it can leak', () => {
    const { sent, monitor } = setup();
    monitor.redirect('https://merchant.example/ok?order=1&b1=4111111111111111');
    expect(sent[0]?.get('state')).toBe('redirect');
    expect(sent[0]?.get('url')).toBe('https://merchant.example/ok');
    expect([...(sent[0]?.keys() ?? [])].sort()).toEqual(['millis', 'state', 'url']);
  });
});
