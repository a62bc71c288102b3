import type { SchemeLogoId } from '@/core/scheme-logos';
import { $schemeLogosAhead } from '@/state/scheme-logos-ahead';
import { schemeLogoUrl } from '@/ui/scheme-logo/scheme-logo-url';

/**
 * Every logo asked for, held for the page's life: the browser keeps an image that nothing refers to
 * only until its next garbage collection, and the <img> would then fetch it again.
 */
const warmed = new Map<SchemeLogoId, HTMLImageElement>();

/**
 * Loads each logo once, off screen, into the browser's image cache: the card number's <img> for it
 * is then complete in the frame that shows the key. Left to that <img>, the logo came a round trip
 * and an SVG parse after the digit (on the slow phone, about 200 ms later). A load that fails is the
 * <img>'s to try again.
 */
export function warmSchemeLogos(ids: readonly SchemeLogoId[]): void {
  for (const id of ids) {
    if (warmed.has(id)) continue;
    const image = new Image();
    image.decoding = 'async';
    image.src = schemeLogoUrl(id);
    warmed.set(id, image);
  }
}

/**
 * From now on, the logos one key ahead of the card number (state/scheme-logos-ahead.ts) are loaded
 * before they are shown: none until the field logic has come, then those the first key can bring
 * (Visa, by default), then, key by key, those the next key can bring, each of a scheme the merchant
 * takes. Each logo's SVG is parsed in a task of its own as it arrives (28 ms in a trace at the slow
 * phone's 4x CPU): started on the shopper's first touch (start-page.tsx), not before.
 */
export function warmSchemeLogosAhead(): () => void {
  return $schemeLogosAhead.subscribe(warmSchemeLogos);
}
