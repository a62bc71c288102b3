import { afterEach, describe, expect, it } from 'vitest';
import { installFakeGateway } from '@/state/fake-services';
import { loadCheckout, prefetchCheckoutOnFirstInteraction } from '@/state/load-checkout';
import { loadServices, setServicesLoader } from '@/state/services';

describe('the lazily loaded checkout', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

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
      stop = prefetchCheckoutOnFirstInteraction(target);
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
    prefetchCheckoutOnFirstInteraction(target)();
    target.dispatchEvent(new Event('keydown'));
    expect(loads).toBe(0);
  });
});
