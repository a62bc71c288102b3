import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCheckout, prefetchOnFirstInteraction } from '@/state/load-checkout';
import { loadServices, setServicesLoader } from '@/state/services';
import { installFakeGateway } from '@/testing/fake-services';

describe('the lazily loaded checkout', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('publishes the field logic (formatters, validators) after the first interaction', async () => {
    // Fresh modules: other tests in this file load the field logic too.
    vi.resetModules();
    const fresh = {
      checkout: await import('@/state/load-checkout'),
      logic: await import('@/state/load-field-logic'),
    };
    const target = new EventTarget();
    stop = fresh.checkout.prefetchOnFirstInteraction(target);
    expect(fresh.logic.$fieldLogic.get()).toBeUndefined();
    target.dispatchEvent(new Event('focusin'));
    // Fresh imports of the whole chunk graph: allow for a busy machine.
    await vi.waitFor(
      () => expect(fresh.logic.$fieldLogic.get()?.fieldFormatters.cardNumber).toBeTypeOf('function'),
      { timeout: 10_000 },
    );
    expect(fresh.logic.$fieldLogic.get()?.fieldFormatters.expiryDate?.('1230', 4).value).toBe('12/30');
  });

  it('is the card payment module, loaded once', async () => {
    const first = loadCheckout();
    expect(loadCheckout()).toBe(first);
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
