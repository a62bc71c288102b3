import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLater, prefetchOnFirstInteraction } from '@/later';
import { loadServices, setServicesLoader } from '@/state/services';
import { installFakeGateway } from '@/testing/fake-services';

describe('the lazily loaded checkout', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('publishes the field logic (formatters, validators) after the first interaction', async () => {
    // Fresh modules: other tests in this file load the field logic too.
    vi.resetModules();
    const fresh = {
      later: await import('@/later'),
      logic: await import('@/state/field-logic-store'),
    };
    const target = new EventTarget();
    stop = fresh.later.prefetchOnFirstInteraction(target);
    expect(fresh.logic.$fieldLogic.get()).toBeUndefined();
    target.dispatchEvent(new Event('focusin'));
    // Fresh imports of the whole chunk graph: allow for a busy machine.
    await vi.waitFor(
      () => expect(fresh.logic.$fieldLogic.get()?.fieldFormatters.cardNumber).toBeTypeOf('function'),
      { timeout: 10_000 },
    );
    expect(fresh.logic.$fieldLogic.get()?.fieldFormatters.expiryDate?.('1230', 4).value).toBe('12/30');
  });

  it('publishes the field logic when asked to load it now, with no interaction at all', async () => {
    vi.resetModules();
    const fresh = {
      later: await import('@/later'),
      logic: await import('@/state/field-logic-store'),
    };
    expect(fresh.logic.$fieldLogic.get()).toBeUndefined();
    fresh.later.loadFieldLogicNow();
    await vi.waitFor(
      () => expect(fresh.logic.$fieldLogic.get()?.fieldFormatters.cardNumber).toBeTypeOf('function'),
      { timeout: 10_000 },
    );
  });

  it('is the card payment module, loaded once', async () => {
    const first = loadLater('checkout');
    expect(loadLater('checkout')).toBe(first);
    expect(typeof (await first).payWithCard).toBe('function');
  });

  it.each(['pointerdown', 'keydown', 'focusin', 'touchstart'])(
    'starts loading the services on the first %s, and only once',
    async (type) => {
      const { services } = installFakeGateway({});
      let loads = 0;
      setServicesLoader(async () => {
        loads++;
        return services;
      });
      const target = new EventTarget();
      stop = prefetchOnFirstInteraction(target);
      expect(loads).toBe(0);
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event(type));
      await loadServices();
      expect(loads).toBe(1);
    },
  );

  it('stops listening when told to', () => {
    let loads = 0;
    setServicesLoader(async () => {
      loads++;
      return installFakeGateway({}).services;
    });
    const target = new EventTarget();
    prefetchOnFirstInteraction(target)();
    target.dispatchEvent(new Event('keydown'));
    expect(loads).toBe(0);
  });
});

describe('loadLater', () => {
  it('gives every caller of a part the same promise, and each part its own module', async () => {
    const parser = loadLater('savedCardParser');
    expect(loadLater('savedCardParser')).toBe(parser);
    expect(typeof (await parser).readSavedCards).toBe('function');
    expect(typeof (await loadLater('back-navigation')).navigateBack).toBe('function');
  });
});

describe('a part that fails to load', () => {
  it.each([1, 2, 3])(
    'is counted each time: after %i failure(s) only a reload helps from the second',
    async (times) => {
      vi.resetModules();
      vi.doMock('@/core/token-list', () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      });
      // Fresh modules: a new page, where nothing has failed yet.
      const fresh = { later: await import('@/later'), failures: await import('@/state/load-failures') };
      for (let time = 0; time < times; time++) {
        await expect(fresh.later.loadLater('savedCardParser')).rejects.toThrow();
      }
      expect(fresh.failures.onlyReloadHelps()).toBe(times >= 2);
      vi.doUnmock('@/core/token-list');
    },
  );
});

describe('the checkout for the services and for paying', () => {
  it('are counted apart: one failed load of each is not yet a reason to reload', async () => {
    vi.resetModules();
    vi.doMock('@/features/checkout', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const fresh = { later: await import('@/later'), failures: await import('@/state/load-failures') };
    await expect(fresh.later.loadLater('pageServices')).rejects.toThrow();
    await expect(fresh.later.loadLater('checkout')).rejects.toThrow();
    expect(fresh.failures.onlyReloadHelps()).toBe(false);
    vi.doUnmock('@/features/checkout');
  });
});
