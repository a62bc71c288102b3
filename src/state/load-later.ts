import type { FeaturesFrom } from '@/features/catalogue';
import { onFirstInteraction } from '@/platform/first-interaction';
import { fieldLogicAsItRuns } from '@/state/field-logic-handover';
import { type FieldLogic, publishFieldLogic } from '@/state/field-logic-store';
import { lazyPart } from '@/state/load-part';
import { loadServices } from '@/state/services';

/**
 * What publishing the field logic waits for: a prerendered page's hydration
 * (holdFieldLogicUntilHydrated), else nothing. A store update before hydration commits would make
 * React render the page afresh, and a client render replaces the inputs and what was typed in them.
 */
let publishable: Promise<void> = Promise.resolve();

/**
 * Holds every publication of the field logic (the door below, however it is asked for: now, on the
 * first interaction or edit) until the returned function is called, once the page has hydrated or
 * will be rendered afresh.
 */
export function holdFieldLogicUntilHydrated(): () => void {
  let release: () => void = () => undefined;
  publishable = new Promise((resolve) => {
    release = resolve;
  });
  return release;
}

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
   * forgotten on page hide. It arrives as its module runs (field-logic-handover.ts), or by import()
   * if that comes first.
   */
  'field-logic': lazyPart('field-logic', () =>
    Promise.race([fieldLogicAsItRuns<FieldLogic>(), import('@/features/field-logic')]).then(async (logic) => {
      await publishable;
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
   * feature (the sandbox console builds tokenLists with it). On a payment page only lazy code
   * imports it statically, so the build puts it in that code's chunk (the checkout's), whose
   * failures it shares. The result page and the sandbox import it from their entries (the fresh
   * attempt's link, the console's builder): there this import() moves nothing, as the build's
   * INEFFECTIVE_DYNAMIC_IMPORT note says, and costs nothing.
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
 * The field logic asked for as soon as the page is usable, not on the first focus: the HTML's
 * low-priority, integrity-checked <link rel="modulepreload"> (src/features/catalogue.ts,
 * scripts/build/integrity.ts) brought its bytes while the entry came, so its checked script runs it
 * in the tasks right after hydration's, and it is published then. A prerendered page hydrates in the
 * task that runs its entry (start-page.tsx), before its load event: this script, its bytes here,
 * holds that event only while it runs; a chunk still to be fetched is added once the event has
 * passed (platform/checked-chunk-import.ts). A load that fails here leaves the next try to the
 * shopper (the first pointer, key, focus or edit): a start-up that asked twice by itself would leave
 * a flaky connection nothing but a reload (state/load-part.ts, rule 2) before the shopper did
 * anything.
 */
export function loadFieldLogicNow(): void {
  void loadLater('field-logic').catch(() => undefined);
}

/**
 * Starts loading the field logic (if loadFieldLogicNow has not), the checkout and the services on
 * the shopper's first pointer, key or focus, so typing and the pay click find them loaded: neither
 * is slower, only the first screen is lighter. Returns a function that stops listening.
 */
export function prefetchOnFirstInteraction(target: EventTarget): () => void {
  return onFirstInteraction(target, () => {
    void loadLater('field-logic').catch(() => undefined);
    void loadLater('checkout').catch(() => undefined);
    void loadServices().catch(() => undefined);
  });
}
