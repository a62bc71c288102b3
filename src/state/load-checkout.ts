import { loadServices } from '@/state/services';

export type CheckoutModule = typeof import('@/state/actions/pay-with-card');

let pending: Promise<CheckoutModule> | undefined;

/**
 * The card payment (payload, reply decisions, 3-D Secure step, failure URL) as a lazy load: no
 * first screen needs it, so it leaves the first download. It validates before it asks for the
 * services (which load on their own), so a form with errors is answered without the network.
 * Loaded once; a failed load (offline) is tried again on the next call.
 */
export function loadCheckout(): Promise<CheckoutModule> {
  pending ??= import('@/state/actions/pay-with-card').then(
    (checkout) => checkout,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

const interactions = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Starts loading the checkout and the services on the shopper's first pointer, key or focus, so
 * the pay click finds them loaded: paying is not slower, only the first screen is lighter. Returns a function that stops
 * listening.
 */
export function prefetchCheckoutOnFirstInteraction(target: EventTarget): () => void {
  const stop = () => {
    for (const type of interactions) target.removeEventListener(type, prefetch, { capture: true });
  };
  function prefetch() {
    stop();
    void loadCheckout().catch(() => undefined);
    void loadServices().catch(() => undefined);
  }
  for (const type of interactions) target.addEventListener(type, prefetch, { capture: true, passive: true });
  return stop;
}
