import { defaultSettings, type VariantRuntime } from '@variants/settings';

/** What `virtual:variant` is in unit tests (vitest.config.ts): basic, with the default settings. */
export const variant: VariantRuntime = {
  path: 'basic',
  screen: 'card-form',
  startup: { gateway: true, laterTexts: true },
  settings: defaultSettings,
};
