import { variants } from '@variants/registry';
import { defaultSettings, type VariantSettings } from '@variants/settings';

/** A variant's setting as its bundle is built with it: the registry's value, else the default. */
export function variantSetting<K extends keyof VariantSettings>(path: string, name: K): VariantSettings[K] {
  return variants.find((entry) => entry.path === path)?.settings?.[name] ?? defaultSettings[name];
}
