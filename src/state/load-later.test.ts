// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLater, prefetchOnFirstInteraction } from '@/state/load-later';
import { loadServices, setServicesLoader } from '@/state/services';
import { installFakeGateway } from '@/testing/fake-services';

describe('the lazily loaded checkout', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('publishes the field logic (formatters, validators) after the first interaction', async () => {
    // Fresh modules: other tests in this file load the field logic too.
    vi.resetModules();
    const fresh = {
      later: await import('@/state/load-later'),
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
      later: await import('@/state/load-later'),
      logic: await import('@/state/field-logic-store'),
    };
    expect(fresh.logic.$fieldLogic.get()).toBeUndefined();
    fresh.later.loadFieldLogicNow();
    await vi.waitFor(
      () => expect(fresh.logic.$fieldLogic.get()?.fieldFormatters.cardNumber).toBeTypeOf('function'),
      { timeout: 10_000 },
    );
  });

  it('publishes the field logic as its module runs, without waiting for its import() to resolve', async () => {
    vi.resetModules();
    // An import() that never resolves: what the page gets, it gets from the module as it runs.
    vi.doMock('@/features/field-logic', () => new Promise(() => undefined));
    try {
      const fresh = {
        later: await import('@/state/load-later'),
        logic: await import('@/state/field-logic-store'),
      };
      fresh.later.loadFieldLogicNow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fresh.logic.$fieldLogic.get()).toBeUndefined();
      // The door's module run as its checked script would run it: it hands itself over.
      const door = await vi.importActual<typeof import('@/features/field-logic')>('@/features/field-logic');
      await vi.waitFor(() =>
        expect(fresh.logic.$fieldLogic.get()?.fieldFormatters).toBe(door.fieldFormatters),
      );
      // What it hands over is all the door exports, nothing less: the page reads it as the door.
      expect(Object.keys(fresh.logic.$fieldLogic.get() ?? {}).sort()).toEqual(Object.keys(door).sort());
    } finally {
      // The hanging module must not reach a later import of the checkout, which imports it.
      vi.doUnmock('@/features/field-logic');
      vi.resetModules();
    }
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
    const checkout = await loadLater('checkout');
    // The payment request and Back are the checkout's (they need its services).
    expect([typeof checkout.navigateBack, typeof checkout.loadPaymentRequest]).toEqual([
      'function',
      'function',
    ]);
  });
});

describe('the checkout for the services, the prefetch and Pay', () => {
  it('is one load: asked together and failing, it counts once, not yet a reason to reload', async () => {
    vi.resetModules();
    vi.doMock('@/features/checkout', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    // Fresh modules: a new page, where nothing has failed yet.
    const fresh = { later: await import('@/state/load-later'), loader: await import('@/state/load-part') };
    const asks = [fresh.later.loadLater('checkout'), fresh.later.loadLater('checkout')];
    await Promise.allSettled(asks);
    expect(fresh.loader.failuresOf('checkout')).toBe(1);
    expect(fresh.loader.onlyReloadHelps()).toBe(false);
    await expect(fresh.later.loadLater('checkout')).rejects.toThrow();
    expect(fresh.loader.onlyReloadHelps()).toBe(true);
    vi.doUnmock('@/features/checkout');
  });
});

describe('the field logic asked for at start-up', () => {
  /** A new page's modules: nothing loaded, held or failed yet. */
  async function freshPage() {
    vi.resetModules();
    return {
      later: await import('@/state/load-later'),
      logic: await import('@/state/field-logic-store'),
      loader: await import('@/state/load-part'),
    };
  }
  afterEach(() => {
    vi.restoreAllMocks();
    vi.doUnmock('@/features/field-logic');
  });
  const published = (page: Awaited<ReturnType<typeof freshPage>>) =>
    page.logic.$fieldLogic.get()?.fieldFormatters.cardNumber !== undefined;

  it.each([
    ['asked now', (page: Awaited<ReturnType<typeof freshPage>>) => page.later.loadFieldLogicNow()],
    [
      'asked by a focus',
      (page: Awaited<ReturnType<typeof freshPage>>) => {
        const target = new EventTarget();
        page.later.prefetchOnFirstInteraction(target);
        target.dispatchEvent(new Event('focusin'));
      },
    ],
  ])('is published only once hydrated, however it was %s', async (_, ask) => {
    const page = await freshPage();
    const release = page.later.holdFieldLogicUntilHydrated();
    ask(page);
    // The code has arrived (this page's module), and a task later it still waits for the release.
    await import('@/features/field-logic');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(published(page)).toBe(false);
    release();
    await vi.waitFor(() => expect(published(page)).toBe(true), { timeout: 10_000 });
  });

  it('leaves the next try to the shopper when it failed: start-up asks once, not twice', async () => {
    vi.doMock('@/features/field-logic', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const page = await freshPage();
    page.later.loadFieldLogicNow();
    await vi.waitFor(() => expect(page.loader.failuresOf('field-logic')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.loader.failuresOf('field-logic')).toBe(1);
    expect(page.loader.onlyReloadHelps()).toBe(false);
    // The shopper's first focus asks again.
    const target = new EventTarget();
    page.later.prefetchOnFirstInteraction(target);
    target.dispatchEvent(new Event('focusin'));
    await vi.waitFor(() => expect(page.loader.failuresOf('field-logic')).toBe(2));
  });
});
