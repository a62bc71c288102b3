import { vi } from 'vitest';

let small = false;

/**
 * A MediaQueryList whose `matches` follows setSmallScreen, as a real one follows the screen: the
 * page keeps one list per query (src/ui/use-media-query.ts), so a list handed out in one test must
 * answer for the screen of the next.
 */
const fakeList = (query: string) =>
  ({
    get matches() {
      return small && query.includes('max-width');
    },
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }) as unknown as MediaQueryList;

/** Makes every `max-width` media query match (a phone) or none match (a desktop), for one test. */
export function setSmallScreen(smallScreen: boolean): void {
  small = smallScreen;
  vi.spyOn(window, 'matchMedia').mockImplementation(fakeList);
}
