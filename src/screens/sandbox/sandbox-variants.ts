import { variants } from '@variants/registry';

/**
 * The variants a tester can open from the console: every registry entry except the console
 * itself and the result page, which take no payment parameters.
 */
const notPaymentPages: ReadonlySet<string> = new Set(['sandbox', 'result']);

export const sandboxVariants: readonly string[] = variants
  .filter((entry) => !notPaymentPages.has(entry.path))
  .map((entry) => entry.path);

export const defaultSandboxVariant = 'basic';

/** Variants that read the addressFields flag (spec 2: scenic). */
const addressFieldVariants: ReadonlySet<string> = new Set(
  variants.filter((entry) => entry.settings?.readAddressFields === true).map((entry) => entry.path),
);

export function readsAddressFields(path: string): boolean {
  return addressFieldVariants.has(path);
}

export function isSandboxVariant(path: string): boolean {
  return sandboxVariants.includes(path);
}

/**
 * The URL path of a registry path, the rule of routePathFor in scripts/routes/routes-manifest.ts
 * (repeated here so the console bundle does not pull in the build's registry validation):
 * "basic" → "/basic/", "aober/chicshes.html" → "/aober/chicshes.html".
 */
export function variantRoutePath(path: string): string {
  return path.endsWith('.html') ? `/${path}` : `/${path}/`;
}
