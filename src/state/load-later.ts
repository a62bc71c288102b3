import type { FeaturesFrom } from '@/features/catalogue';
import { publishFieldLogic } from '@/state/field-logic-store';
import { lazyPart } from '@/state/load-part';
import { loadServices } from '@/state/services';

/**
 * The code that is not in the first load and that any page may need: the features loaded from
 * start-up (src/features/catalogue.ts says which and when), each the import() of its folder's door
 * and so a lazy chunk of its own (scripts/build/entry-chunk.ts), plus the tokenList parser, each
 * loaded by the one loader (state/load-part.ts: once, in a checked chain, one failure rule). A
 * reader follows `loadLater('checkout')` straight to its door here. The features of the payment
 * panel are imported in src/ui/lazy-parts.ts instead, through the same loader, kept apart because
 * every page's start-up imports this module and a bundle holds every chunk a module it reaches can
 * import(): the result and error pages must not carry the payment panel's parts (nor keep their
 * texts).
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
  'field-logic': lazyPart('field-logic', () =>
    import('@/features/field-logic').then((logic) => {
      publishFieldLogic(logic);
      logic.forgetCardDataOnPageHide();
      return logic;
    }),
  ),
  /**
   * Paying, and all that talks to the gateway: the page services start-up builds from it
   * (start-page.tsx), the payment request a payment screen asks for as it opens, and Back. One
   * part, so the services, the prefetch and Pay share one load, one request and one count.
   */
  checkout: lazyPart('checkout', () => import('@/features/checkout')),
} satisfies Record<FeaturesFrom<'start-up'>, unknown>;

const parts = {
  ...doors,
  /**
   * The tokenList parser, only for a page that was sent saved cards: a rule of src/core, not a
   * feature (the sandbox console builds tokenLists with it). Only lazy code imports it statically,
   * so the build puts it in that code's chunk (on a payment page, the checkout's), whose failures
   * it shares.
   */
  savedCardParser: lazyPart('checkout', () => import('@/core/token-list')),
};

export type LaterPart = keyof typeof parts;
export type Later<P extends LaterPart> = Awaited<ReturnType<(typeof parts)[P]['load']>>;

/** The part, loaded by the one loader's rule (state/load-part.ts). */
export function loadLater<P extends LaterPart>(part: P): Promise<Later<P>> {
  return parts[part].load() as Promise<Later<P>>;
}

/**
 * The field logic run as soon as the page is usable, not on the first focus. Its bytes are on their
 * way before that: a payment page's HTML fetches the chunk with a low-priority, integrity-checked
 * <link rel="modulepreload"> (src/features/catalogue.ts, scripts/build/integrity.ts), so they travel
 * while the entry compiles and hydrates, and this load takes the checked module from the page's
 * module map instead of waiting a round trip and a download after usable (236-262 ms to the first
 * formatted key on the slow phone). It is published here, once hydrated, never during hydration: a
 * store update before hydration commits would switch React to a client render. A failure counts as
 * any load's; the first edit tries again.
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
