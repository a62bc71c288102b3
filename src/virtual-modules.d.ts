// Modules the per-variant build provides (scripts/build/variant-plugin.ts).
declare module 'virtual:variant' {
  import type { VariantRuntime } from '@variants/settings';
  export const variant: VariantRuntime;
}

declare module 'virtual:variant-screen' {
  import type { ComponentType } from 'react';
  export const Screen: ComponentType;
}

declare module 'virtual:variant-theme.css' {}

// The header's logo component where the variant's theme has a logo, else null.
declare module 'virtual:variant-logo' {
  import type { ComponentType } from 'react';
  export const Logo: ComponentType<{ logo: { src: string; alt: string }; className: string }> | null;
}

// Every screen, for the build's server render of first screens (scripts/build/prerender/).
declare module 'virtual:prerender-screens' {
  import type { ScreenName } from '@variants/screens';
  import type { ComponentType } from 'react';
  export const screens: Partial<Record<ScreenName, ComponentType>>;
}

declare module 'virtual:english-texts' {
  import type { ResourceKey } from 'i18next';

  /** The variant's English texts by namespace ('translation' and, for payment screens, 'later'). */
  const texts: Record<string, ResourceKey>;
  export default texts;
}

// The first screen's texts the build prerendered it with, on a prerendered screen; else undefined.
declare module 'virtual:prerendered-texts' {
  import type { ResourceKey } from 'i18next';

  const texts: ResourceKey | undefined;
  export default texts;
}
