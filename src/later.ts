import type { FeaturesFrom } from '@/features/catalogue';
import { publishFieldLogic } from '@/state/field-logic-store';
import { noteLoadFailure } from '@/state/load-failures';
import { loadOnce } from '@/state/load-once';
import { loadServices } from '@/state/services';

/**
 * The code that is not in the first load and that any page may need: the features loaded from
 * start-up (src/features/catalogue.ts says which and when), each the import() of its folder's door
 * and so a lazy chunk of its own (scripts/build/entry-chunk.ts), plus the tokenList parser. A
 * reader follows `loadLater('checkout')` straight to its door here. The features of the payment
 * panel are imported in src/ui/lazy-parts.ts instead, kept apart because every page's start-up
 * imports this module and a bundle holds every chunk a module it reaches can import(): the result
 * and error pages must not carry the payment panel's parts (nor keep their texts).
 *
 * What this module reaches statically is the loader itself, the field logic's store and the
 * services, all part of the first load anyway.
 */
const doors = {
  /**
   * Until the field logic arrives a field keeps what is typed and shows no verdict; on arrival what
   * the form holds is formatted and the logic published (field-logic-store.ts), and card data is
   * forgotten on page hide.
   */
  'field-logic': () =>
    import('@/features/field-logic').then((logic) => {
      publishFieldLogic(logic);
      logic.forgetCardDataOnPageHide();
      return logic;
    }),
  checkout: () => import('@/features/checkout'),
  'back-navigation': () => import('@/features/back-navigation'),
  'payment-request': () => import('@/features/payment-request'),
} satisfies Record<FeaturesFrom<'start-up'>, () => Promise<unknown>>;

const parts = {
  ...doors,
  /**
   * The checkout's door again, for the services start-up builds from it (start-page.tsx), under a
   * name of its own: failures are counted per name (state/load-failures.ts), and one failed load
   * for the services and one for the prefetch or Pay are not yet the second failure of one part
   * that makes the form say reload rather than try again. One chunk, one request all the same.
   */
  pageServices: () => import('@/features/checkout'),
  /**
   * The tokenList parser, only for a page that was sent saved cards: a rule of src/core, not a
   * feature (the sandbox console builds tokenLists with it). Only lazy code imports it statically,
   * so the build puts it in that code's chunk (on a payment page, the checkout's, as before).
   */
  savedCardParser: () => import('@/core/token-list'),
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

/**
 * The field logic as soon as the page is usable, not on the first focus: fetched then, it shared
 * the line with the checkout chunk and arrived 228–525 ms after the focus on a slow phone, so the
 * first keys typed stayed unformatted that long. It is small (the formatters and validators), and
 * a shopper who opens the page types. A failure counts as any load's (state/load-failures.ts); the
 * first edit tries again.
 */
export function loadFieldLogicNow(): void {
  void loadLater('field-logic').catch(() => undefined);
}

const interactions = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Starts loading the field logic (if loadFieldLogicNow has not), the checkout and the services on
 * the shopper's first pointer, key or focus, so typing and the pay click find them loaded: neither
 * is slower, only the first screen is lighter. Returns a function that stops listening.
 */
export function prefetchOnFirstInteraction(target: EventTarget): () => void {
  const stop = () => {
    for (const type of interactions) target.removeEventListener(type, prefetch, { capture: true });
  };
  function prefetch() {
    stop();
    void loadLater('field-logic').catch(() => undefined);
    void loadLater('checkout').catch(() => undefined);
    void loadServices().catch(() => undefined);
  }
  for (const type of interactions) target.addEventListener(type, prefetch, { capture: true, passive: true });
  return stop;
}
