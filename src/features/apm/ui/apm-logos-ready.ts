import { apmLogoUrl, apmMethod } from '@/ui/apm/apm-methods';

/** The longest the buttons wait for their logos; after that they show, and a late logo fills in. */
export const apmLogoWaitMs = 3000;

/**
 * Fetches and decodes the logos of these methods, so the buttons appear with their logos in their
 * first frame instead of as empty outlines that fill in. A logo that fails to load is not waited
 * for (its button shows the logo's text alternative).
 */
export function apmLogosReady(rawMethods: readonly string[], waitMs: number = apmLogoWaitMs): Promise<void> {
  const decoded = rawMethods.flatMap((raw) => {
    const { logo } = apmMethod(raw);
    if (!logo) return [];
    const image = new Image();
    image.src = apmLogoUrl(logo);
    return [image.decode().catch(() => undefined)];
  });
  if (decoded.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void Promise.all(decoded).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
