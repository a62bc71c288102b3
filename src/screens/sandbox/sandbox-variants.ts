import { variants } from '@variants/registry';
import { traitsOf } from '@variants/screens';

/**
 * The variants a tester can open from the console: every registry entry whose screen's kind is
 * offered by the console (variants/screens.ts), not the console itself or the result page, which
 * take no payment parameters.
 */
const notPaymentPages: ReadonlySet<string> = new Set(
  variants.filter((entry) => !traitsOf(entry.screen).offeredByConsole).map((entry) => entry.path),
);

export function isOfferedByConsole(path: string): boolean {
  return !notPaymentPages.has(path);
}

/** The registry's list, baked in: what the console offers until the sandbox says what dist/ holds. */
export const sandboxVariants: readonly string[] = variants
  .map((entry) => entry.path)
  .filter(isOfferedByConsole);

export const defaultSandboxVariant = 'basic';

/** Variants that read the addressFields flag (spec 2: scenic). */
const addressFieldVariants: ReadonlySet<string> = new Set(
  variants.filter((entry) => entry.settings?.readAddressFields === true).map((entry) => entry.path),
);

export function readsAddressFields(path: string): boolean {
  return addressFieldVariants.has(path);
}

// A registry path's shape (variants/registry.ts): lower-case segments, optionally ending in .html.
const registryPathShape = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*(\.html)?$/;

/**
 * Whether the console may link to `path`: a registry path's shape, and a payment page. Not the
 * baked-in list alone: a bundle built after the console (--only) is a valid target too.
 */
export function isSandboxVariant(path: string): boolean {
  return path.length <= 100 && registryPathShape.test(path) && isOfferedByConsole(path);
}

/**
 * The URL path of a registry path, the rule of routePathFor in scripts/routes/routes-manifest.ts
 * (repeated here so the console bundle does not pull in the build's registry validation):
 * "basic" → "/basic/", "aober/chicshes.html" → "/aober/chicshes.html".
 */
export function variantRoutePath(path: string): string {
  return path.endsWith('.html') ? `/${path}` : `/${path}/`;
}
