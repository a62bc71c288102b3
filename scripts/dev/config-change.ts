import type { BuildTarget } from '../build/build-targets';

/**
 * What `npm run dev` does when variants/ or a translation changed, from the variant's config
 * before and after: 'theme' when only what its theme stylesheet shows differs (a colour, the
 * radius, a font), which Vite updates in place, the typed card kept; 'none' when nothing it
 * serves differs (another variant's colours); 'restart' for anything else (settings, texts, the
 * wordmark, a logo, a new variant), which restarts Vite and reloads the page.
 */
export type ConfigChange = 'none' | 'theme' | 'restart';

export interface DevConfig {
  target: BuildTarget;
  targets: readonly BuildTarget[];
}

/**
 * A target without what only its stylesheet shows: the theme itself (its other parts are in the
 * target twice, as the runtime's brand and the logo) and the browser's theme-color, its brand
 * colour, which like the favicon follows at the next start.
 */
function withoutStylesheet(target: BuildTarget): unknown {
  const { theme: _theme, ...rest } = target;
  return { ...rest, html: { ...target.html, themeColour: undefined } };
}

export function configChange(before: DevConfig, after: DevConfig): ConfigChange {
  const rest = (config: DevConfig) => JSON.stringify(config.targets.map(withoutStylesheet));
  if (before.target.path !== after.target.path || rest(before) !== rest(after)) return 'restart';
  return JSON.stringify(before.target.theme) === JSON.stringify(after.target.theme) ? 'none' : 'theme';
}
