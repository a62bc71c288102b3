import { noticeOnlyReloadHelps } from '@/state/actions/notices';
import { type LazyPart, loadWantedPart } from '@/state/load-part';

export interface ShowLazyPart {
  /** Whether the part is still on screen: once not, nothing is tried again and nothing is said. */
  stillShown: () => boolean;
  /** What the page does instead of a part that cannot come (the new-card form for the saved cards). */
  fallBack?: () => void;
}

/**
 * A part on screen whose code loads later (src/ui/lazy-parts.ts): its code, loaded by the one
 * loader's rule (state/load-part.ts). No shopper's click asks again for a part on screen, so the
 * page does, once, after a pause (loadWantedPart); once its chunk has failed twice only a reload
 * can bring it: the page falls back where it can and the shopper is told to reload, with the
 * button that empties the card fields first. Resolves with the module, or undefined once given up
 * (or no longer shown).
 */
export async function showLazyPart<T>(part: LazyPart<T>, options: ShowLazyPart): Promise<T | undefined> {
  const module = await loadWantedPart(part, options.stillShown);
  if (module === undefined && options.stillShown()) {
    options.fallBack?.();
    noticeOnlyReloadHelps();
  }
  return module;
}
