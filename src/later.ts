import { publishFieldLogic } from '@/state/field-logic-store';
import { noteLoadFailure } from '@/state/load-failures';
import { loadOnce } from '@/state/load-once';
import { loadServices } from '@/state/services';

/**
 * The code that is not in the first load, each part one import() and so one lazy chunk of its
 * own (scripts/build/entry-chunk.ts puts parts that load together into one chunk). A reader
 * follows `loadLater('checkout')` straight to its module here. The components that load later
 * are in src/ui/lazy-parts.ts, kept apart because every page's start-up imports this module and
 * a bundle holds every chunk a module it reaches can import(): the result and error pages must
 * not carry the payment panel's parts (nor keep their texts).
 *
 * This file names modules of every layer, but only inside import(): what it reaches statically is
 * the loader itself, the field logic's store and the services, all part of the first load anyway.
 */
const parts = {
  /**
   * The card fields' formatters, scheme detection, validators and error-visibility rule. Until they
   * arrive a field keeps what is typed and shows no verdict; on arrival what the form holds is
   * formatted and the logic published (field-logic-store.ts), and card data is forgotten on page hide.
   */
  fieldLogic: () =>
    import('@/state/field-logic').then((logic) => {
      publishFieldLogic(logic);
      logic.forgetCardDataOnPageHide();
      return logic;
    }),
  /** The card payment (payload, reply decisions, 3-D Secure step, failure URL). */
  checkout: () => import('@/state/actions/pay-with-card'),
  /** The HTTP client, monitoring and the 3-D Secure step; start-up builds the services from it. */
  pageServices: () => import('@/state/page-services'),
  /** The tokenList parser, only for a page that was sent saved cards. */
  savedCardParser: () => import('@/core/token-list'),
  /** The Back button's rule (BackURL, merchant hosts, referrer), on the click. */
  backNavigation: () => import('@/state/actions/back-navigation'),
  /** The amount, for the variants that show it. */
  paymentRequest: () => import('@/state/actions/load-payment-request'),
};

export type LaterPart = keyof typeof parts;
export type Later<P extends LaterPart> = Awaited<ReturnType<(typeof parts)[P]>>;

const loaders = new Map<LaterPart, () => Promise<unknown>>();

/**
 * The part, loaded once: every caller gets the same promise, and a failed load (offline, a flaky
 * mobile connection) is forgotten, so the next call tries again. Whether the browser then fetches
 * the chunk again differs (Firefox keeps a failed module for the page's life), so only a reload
 * surely helps.
 * Each failure is counted (state/load-failures.ts): once a part failed twice the form tells the
 * shopper to reload the page and offers a button for it, not a "try again" that cannot work.
 */
export function loadLater<P extends LaterPart>(part: P): Promise<Later<P>> {
  let load = loaders.get(part);
  if (!load) {
    const loadPart: () => Promise<unknown> = parts[part];
    load = loadOnce<unknown>(() =>
      loadPart().catch((error: unknown) => {
        noteLoadFailure(part);
        throw error;
      }),
    );
    loaders.set(part, load);
  }
  return load() as Promise<Later<P>>;
}

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
    void loadLater('fieldLogic').catch(() => undefined);
    void loadLater('checkout').catch(() => undefined);
    void loadServices().catch(() => undefined);
  }
  for (const type of interactions) target.addEventListener(type, prefetch, { capture: true, passive: true });
  return stop;
}
