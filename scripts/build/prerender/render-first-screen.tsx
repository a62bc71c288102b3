import { screens } from 'virtual:prerender-screens';
import type { ScreenName } from '@variants/screens';
import type { VariantRuntime } from '@variants/settings';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { toBcp47 } from '@/core/languages';
import { PageTree, setFirstScreenState } from '@/first-screen';
import { textOptions } from '@/platform/i18n';

export interface FirstScreenRender {
  html: string;
  /** Keys the render asked for that the first file does not hold: the hydrating page would lack them too. */
  missingKeys: string[];
}

/**
 * A variant's first screen as HTML: its default language, nothing from the query, the state the
 * page sets before it hydrates (src/first-screen.tsx). Runs in Node, in the build, from a server
 * bundle of every screen (prerender.ts).
 */
export function renderFirstScreen(
  variant: VariantRuntime,
  texts: Record<string, unknown>,
): FirstScreenRender {
  const Screen = screens[variant.screen as ScreenName];
  if (!Screen) throw new Error(`no screen module for '${variant.screen}'`);
  const missingKeys: string[] = [];
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...textOptions,
    lng: toBcp47(variant.settings.language),
    fallbackLng: false,
    resources: { [toBcp47(variant.settings.language)]: { translation: texts } },
    initAsync: false,
    react: { useSuspense: false },
    parseMissingKeyHandler: (key) => {
      missingKeys.push(key);
      return '';
    },
  });
  setFirstScreenState(variant);
  return { html: renderToString(<PageTree i18n={instance} Screen={Screen} />), missingKeys };
}
