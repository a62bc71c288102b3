import { describe, expect, it } from 'vitest';
import { PageSignals, parseSignal, reportSignal, type SignalSession, signalBinding } from './page-signals';

/** A DevTools session that records what was sent and lets the test call the binding as a page would. */
function fakeSession() {
  const sent: unknown[][] = [];
  let listener: ((event: { name: string; payload: string }) => void) | undefined;
  const session: SignalSession = {
    send: async (...call: unknown[]) => {
      sent.push(call);
      return {};
    },
    on: (_event, handler) => {
      listener = handler;
    },
  };
  const call = (payload: string, name = signalBinding) => listener?.({ name, payload });
  return { session, sent, call };
}

const report = (name: string, at: number) => JSON.stringify({ name, at });

describe('parseSignal', () => {
  it.each([
    ['a moment', report('usable', 812.5), { name: 'usable', at: 812.5 }],
    ['not JSON', 'usable', undefined],
    ['JSON null', 'null', undefined],
    ['a number', '3', undefined],
    ['no time', JSON.stringify({ name: 'usable' }), undefined],
    ['a time as text', JSON.stringify({ name: 'usable', at: '812' }), undefined],
    ['no name', JSON.stringify({ at: 812 }), undefined],
  ])('%s', (_case, payload, expected) => {
    expect(parseSignal(payload)).toEqual(expected);
  });
});

describe('PageSignals', () => {
  it('enables the runtime and adds the binding the probes call', async () => {
    const { session, sent } = fakeSession();
    await PageSignals.attach(session);
    expect(sent).toEqual([['Runtime.enable'], ['Runtime.addBinding', { name: signalBinding }]]);
  });

  it('hears what the page-side report sends', async () => {
    const { session, call } = fakeSession();
    const signals = await PageSignals.attach(session);
    const window = { [signalBinding]: (payload: string) => call(payload) };
    new Function('window', reportSignal('usable', '600 + 12.5'))(window);
    await expect(signals.next('usable', 50)).resolves.toBe(612.5);
  });

  it('gives a moment reported before it was asked for, once', async () => {
    const { session, call } = fakeSession();
    const signals = await PageSignals.attach(session);
    call(report('keys', 10));
    call(report('keys', 20));
    await expect(signals.next('keys', 50)).resolves.toBe(10);
    await expect(signals.next('keys', 50)).resolves.toBe(20);
    await expect(signals.next('keys', 20)).resolves.toBeNaN();
  });

  it('gives a moment reported while it waits, and only of the name asked', async () => {
    const { session, call } = fakeSession();
    const signals = await PageSignals.attach(session);
    const usable = signals.next('usable', 1000);
    call(report('keys', 5));
    call(report('usable', 900));
    await expect(usable).resolves.toBe(900);
    await expect(signals.next('keys', 50)).resolves.toBe(5);
  });

  it('ignores other bindings and payloads that are not moments', async () => {
    const { session, call } = fakeSession();
    const signals = await PageSignals.attach(session);
    call(report('usable', 1), 'someOtherBinding');
    call('usable');
    await expect(signals.next('usable', 30)).resolves.toBeNaN();
  });

  it('a wait that timed out does not take a later moment', async () => {
    const { session, call } = fakeSession();
    const signals = await PageSignals.attach(session);
    await expect(signals.next('keys', 10)).resolves.toBeNaN();
    call(report('keys', 42));
    await expect(signals.next('keys', 50)).resolves.toBe(42);
  });
});
