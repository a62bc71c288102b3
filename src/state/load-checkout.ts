import { loadFieldLogic } from '@/state/load-field-logic';
import { loadOnce } from '@/state/load-once';
import { loadServices } from '@/state/services';

export type CheckoutModule = typeof import('@/state/actions/pay-with-card');

/**
 * The card payment (payload, reply decisions, 3-D Secure step, failure URL) as a lazy load: no
 * first screen needs it, so it leaves the first download. It validates before it asks for the
 * services (which load on their own), so a form with errors is answered without the network.
 * Loaded once; a failed load (offline) is tried again on the next call.
 */
export const loadCheckout: () => Promise<CheckoutModule> = loadOnce(
  () => import('@/state/actions/pay-with-card'),
);

const interactions = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Starts loading the field logic, the checkout and the services on the shopper's first pointer,
 * key or focus, so typing and the pay click find them loaded: neither is slower, only the first
 * screen is lighter. Returns a function that stops listening.
 */
export function prefetchOnFirstInteraction(target: EventTarget): () => void {
  const stop = () => {
    for (const type of interactions) target.removeEventListener(type, prefetch, { capture: true });
  };
  function prefetch() {
    stop();
    void loadFieldLogic().catch(() => undefined);
    void loadCheckout().catch(() => undefined);
    void loadServices().catch(() => undefined);
  }
  for (const type of interactions) target.addEventListener(type, prefetch, { capture: true, passive: true });
  return stop;
}
