import { vi } from 'vitest';

/** Makes every `max-width` media query match (a phone) or none match (a desktop), for one test. */
export function setSmallScreen(small: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: small && query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}
