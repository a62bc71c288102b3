import { afterEach, describe, expect, it, vi } from 'vitest';
import { apmLogosReady } from '@/features/apm/ui/apm-logos-ready';

type Decode = 'decodes' | 'fails' | 'never';

/** A stand-in for the browser's Image: records the logos asked for, decodes as told per file. */
function stubImages(outcome: (src: string) => Decode) {
  const requested: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      src = '';
      decode(): Promise<void> {
        requested.push(this.src);
        const told = outcome(this.src);
        if (told === 'decodes') return Promise.resolve();
        if (told === 'fails') return Promise.reject(new Error('EncodingError'));
        return new Promise(() => undefined);
      }
    },
  );
  return requested;
}

/** Whether the promise has settled once pending work (and timers up to `ms`) ran. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('the APM logos before the buttons show', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each<[string, string[], (src: string) => Decode, number, boolean, string[]]>([
    ['no method with a logo: nothing to wait for', ['Acme Wallet'], () => 'never', 0, true, []],
    ['known logos decoded', ['paypal', 'MB WAY'], () => 'decodes', 0, true, ['paypal', 'mbway']],
    ['a logo that fails is not waited for', ['ideal'], () => 'fails', 0, true, ['ideal']],
    [
      'a logo still loading holds the buttons back',
      ['paypal', 'ideal'],
      (src) => (src.includes('ideal') ? 'never' : 'decodes'),
      2999,
      false,
      ['paypal', 'ideal'],
    ],
    ['but not past the wait', ['ideal'], () => 'never', 3000, true, ['ideal']],
  ])('%s', async (_name, methods, outcome, ms, ready, logos) => {
    vi.useFakeTimers();
    const requested = stubImages(outcome);
    expect(await settledAfter(apmLogosReady(methods), ms)).toBe(ready);
    expect(requested.map((src) => src.replace(/^.*\/apm\/(\w+)\.svg$/, '$1'))).toEqual(logos);
  });
});
