import type { features } from '@/features/catalogue';
import { loadOnce } from '@/state/load-once';

type Catalogue = typeof features;

/** A feature's chunk (scripts/build/entry-chunk.ts): its folder, or the chunk its catalogue entry names. */
type FeatureChunk = {
  [Name in keyof Catalogue]: Catalogue[Name] extends { chunk: infer Chunk extends string } ? Chunk : Name;
}[keyof Catalogue];

/**
 * A library the page loads later that is no feature of ours, in the chunk the build names after
 * its package: i18next, imported once the form is usable (src/state/load-translation-library.ts).
 */
type LibraryChunk = 'i18next';

/**
 * The lazy chunks, as the build names them. Failures are counted per chunk, since that is what the
 * browser fetches, refuses or keeps failed: two parts in one chunk fail together.
 */
export type ChunkName = FeatureChunk | LibraryChunk;

/** One part that loads later: the module of one door (or one rule of src/core), in its chunk. */
export interface LazyPart<T> {
  readonly chunk: ChunkName;
  /** The module, loaded once: every caller gets the same promise, a load in flight included. */
  load(): Promise<T>;
  /** The module once it has arrived, so a component renders it at once, without an empty frame. */
  loaded(): T | undefined;
}

/**
 * How often each chunk failed to load in this page's life. Exported as the page's state, as its
 * stores are: a test starts a new page by emptying it, as it resets every store (a nanostores atom
 * here would cost the first load bytes).
 */
export const loadFailures = new Map<ChunkName, number>();

/**
 * THE ONE LOADER for code that is not in the first load, and its one failure rule.
 *
 * What one load fetches: the part's chunk and every lazy chunk that chunk imports, in a chain, one
 * after another, each after the chunks it imports (src/platform/checked-chunk-import.ts), never
 * side by side. This is for card safety, not by accident: a module script runs what it imports as
 * it runs, and a browser that applies no import-map integrity would fetch those imports unchecked.
 * Loaded in order, every chunk a chunk imports has already passed its own integrity check (or was
 * refused, and nothing after it loads). So the checkout, which imports the field logic for its last
 * check before paying, never runs unless the field-logic chunk was checked first, and card data
 * never meets code that was not. The price is one round trip per chunk in the chain; loading them
 * side by side (Vite's own preload helper) was dropped for this.
 *
 * The failure rule, the same for every part, whatever failed (a cut connection, a server error, a
 * chunk refused by integrity: each rejects the import()):
 * 1. The failure is counted for the part's chunk and forgotten: the next ask fetches again
 *    (Chromium and WebKit do, and a flaky mobile connection recovers). Loads of one chunk in
 *    flight together are one attempt; a chunk that arrives after all is missing no more.
 * 2. A chunk that failed twice will not come by asking again: Firefox keeps a module that failed
 *    as failed for the page's life (ESR 153), so every later import() of it fails at once. From
 *    then on only a reload helps (onlyReloadHelps), in every engine alike.
 * 3. What the page asks for by itself, with no shopper's click to ask again (a part on screen, the
 *    translation library), it asks for once more after a pause (loadWantedPart, below): a
 *    connection that dropped one request has recovered by then.
 * 4. The shopper is told when they meet the missing code, never left with a control that silently
 *    does nothing: a Pay that needs it says the connection failed (once) or to reload the page
 *    (from a second failure), and a part on screen that cannot come says to reload
 *    (state/actions/notices.ts, state/actions/show-lazy-part.ts). The reload button empties the
 *    card fields before it reloads, so no card data is kept by any engine's form restore. The
 *    page goes on without the translation library in the language it has.
 * A slow chunk is no failure: every caller waits on the same load, and nothing is fetched twice.
 */
export function lazyPart<T>(chunk: ChunkName, importModule: () => Promise<T>): LazyPart<T> {
  let arrived: T | undefined;
  const load = loadOnce(() => {
    // Loads of one chunk in flight together (two parts in it, asked at once) are one attempt: their
    // failures count once, so a chunk is given up after two tries, never after one.
    const before = failuresOf(chunk);
    return importModule().then(
      (module) => {
        arrived = module;
        // Arrived after all (a connection that recovered): nothing of this chunk is missing now.
        loadFailures.delete(chunk);
        return module;
      },
      (error: unknown) => {
        loadFailures.set(chunk, Math.max(failuresOf(chunk), before + 1));
        throw error;
      },
    );
  });
  return { chunk, load, loaded: () => arrived };
}

/** How often `chunk` failed to load so far. */
export function failuresOf(chunk: ChunkName): number {
  return loadFailures.get(chunk) ?? 0;
}

/** Whether asking again may still bring `chunk`: it has failed at most once (rule 2). */
export function mayStillCome(chunk: ChunkName): boolean {
  return failuresOf(chunk) < 2;
}

/**
 * Chunks the page goes on without (rule 4: it stays in the language it has). Their failures say
 * nothing about the code a payment needs, and telling a shopper to reload, which empties the card
 * fields, for a Pay that may well go through on a second try would cost them what they typed.
 */
const chunksThePageGoesOnWithout: ReadonlySet<ChunkName> = new Set<ChunkName>(['i18next']);

/**
 * Whether some chunk the page needs has failed twice, so only a reload can bring the code the page
 * needs (rule 2).
 */
export function onlyReloadHelps(): boolean {
  for (const [chunk, failures] of loadFailures)
    if (failures >= 2 && !chunksThePageGoesOnWithout.has(chunk)) return true;
  return false;
}

/** The pause before the page asks once more for a part it wants (rule 3), for a connection to recover. */
export const partRetryMs = 1000;

/**
 * A part the page wants without a shopper asking for it (rule 3): loaded, and asked for once more
 * after partRetryMs while its chunk may still come (rule 2: at most two tries in all, fewer when
 * other loads of the chunk failed already). Resolves with the module, or undefined once the chunk
 * cannot come or `stillWanted` says the part is no longer wanted (then nothing more is tried).
 */
export async function loadWantedPart<T>(
  part: LazyPart<T>,
  stillWanted: () => boolean = () => true,
): Promise<T | undefined> {
  for (;;) {
    try {
      return await part.load();
    } catch {
      if (!stillWanted() || !mayStillCome(part.chunk)) return undefined;
      await new Promise((resolve) => setTimeout(resolve, partRetryMs));
      if (!stillWanted()) return undefined;
    }
  }
}
