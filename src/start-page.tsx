import prerenderedTexts from 'virtual:prerendered-texts';
import type { VariantRuntime } from '@variants/settings';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { errorPageUrl } from '@/core/error-page';
import { resolveLanguage, toBcp47 } from '@/core/languages';
import { parsePageConfig } from '@/core/page-config';
import { PageTree, setFirstScreenState } from '@/first-screen';
import { hydrateFirstScreen } from '@/hydrate-first-screen';
import { emptyCardInputsOnPageHide } from '@/platform/card-inputs';
import { loadGatewayBase } from '@/platform/configuration';
import { onFirstInteraction } from '@/platform/first-interaction';
import { type FirstTexts, fetchFirstFileEarly, loadFirstTexts, loadLaterTexts } from '@/platform/i18n';
import { createStartUpTexts, type PageTexts } from '@/platform/start-up-texts';
import { applyQuery } from '@/state/actions/apply-query';
import { changeLanguage } from '@/state/actions/change-language';
import {
  holdFieldLogicUntilHydrated,
  loadFieldLogicNow,
  loadLater,
  prefetchOnFirstInteraction,
} from '@/state/load-later';
import { startTranslationLibrary } from '@/state/load-translation-library';
import { setServicesLoader } from '@/state/services';
import { adoptSmallScreenPlaceholders } from '@/ui/fields/small-screen-placeholders';
import { warmSchemeLogosAhead } from '@/ui/scheme-logo/warm-scheme-logos';

/** The first texts, said without i18next for good: its chunk could not be loaded. */
function withoutLibrary(first: FirstTexts): PageTexts {
  const startUp = createStartUpTexts(first);
  startUp.unavailable();
  return startUp.texts;
}

/**
 * Start-up. The HTML already shows the variant's first screen as the build rendered it (the default
 * language, nothing from the query), so the shopper can read and type before any script runs. Here:
 * take the texts it was rendered with (in the entry; a page rendered here fetches its language's),
 * hydrate the same render, then apply the query. The gateway
 * configuration is awaited only by the services that talk to the gateway; a failed one goes to the
 * error page.
 */
export async function startPage(variant: VariantRuntime, Screen: ComponentType): Promise<void> {
  // Back from the gateway, the ACS or the result page can restore this page from the browser's
  // back/forward cache, still "Processing…" from before it left: a fresh load starts clean.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
  emptyCardInputsOnPageHide();
  const config = parsePageConfig(window.location.search);
  const language = resolveLanguage(config.language, variant.settings.language);
  const rootElement = document.getElementById('root');
  // The build prerenders every shopper's page; the developer console is rendered here.
  const prerendered = rootElement?.dataset.render === 'prerendered';
  const releaseFieldLogic = prerendered ? holdFieldLogicUntilHydrated() : () => undefined;
  const firstLanguage = prerendered ? variant.settings.language : language;
  setFirstScreenState(variant, firstLanguage);
  if (!prerendered) applyQuery(config);
  const textOptions = {
    language: firstLanguage,
    baseUrl: `${import.meta.env.BASE_URL}assets/i18n/`,
    earlyFiles: new Map(),
  };
  // A prerendered page hydrates from the texts its build rendered, which the entry carries: in
  // this task, before the load event or a frame can come first. Others fetch their language's file.
  const firstTexts: Promise<FirstTexts | undefined> =
    prerendered && prerenderedTexts
      ? Promise.resolve({ language: firstLanguage, shownLanguage: firstLanguage, texts: prerenderedTexts })
      : loadFirstTexts(textOptions);
  // The language the address names, which the page switches to once i18next has come: its file
  // is fetched now, side by side with what comes before the switch, not after the i18next chunk.
  if (prerendered && language !== variant.settings.language) fetchFirstFileEarly(textOptions, language);

  if (variant.startup.gateway) {
    const gatewayBase = loadGatewayBase(window.location.origin).then((base) => {
      if (!base) {
        window.location.replace(errorPageUrl);
        throw new Error('no gateway configuration');
      }
      return base;
    });
    gatewayBase.catch(() => undefined);
    // The HTTP client, monitoring and 3-D Secure step are not needed to show the form: they load
    // on the first interaction (or the first request) instead of delaying the first screen.
    setServicesLoader(() =>
      gatewayBase.then((base) =>
        loadLater('checkout').then((module) => module.pageServices({ variant, gatewayBase: base })),
      ),
    );
    prefetchOnFirstInteraction(document);
    // The scheme logos the card number can show next are loaded from the shopper's first touch on,
    // so each comes with the key that reveals it: none before it, and not at usable, where their
    // arrival would land on a first key typed at once.
    onFirstInteraction(document, warmSchemeLogosAhead);
  }

  const first = await firstTexts;
  if (!rootElement) return;
  if (!first) {
    // Neither the language file nor the bundled English came: the network is gone. Rendering now
    // would show raw keys; the HTML stays as the build wrote it and says at once, by CSS, that
    // the page did not start and should be reloaded.
    rootElement.dataset.render = 'failed';
    return;
  }
  const laterTexts = (texts: PageTexts) => {
    if (variant.startup.laterTexts) loadLaterTexts(texts);
  };
  // Texts other than those the build rendered (English from the bundle standing in for a language
  // file that failed, on a prerendered page whose entry lacked its texts: not one the build makes)
  // would not match the markup: it is rendered afresh rather than hydrated.
  const textsAsBuilt = document.documentElement.lang === toBcp47(variant.settings.language);
  if (!prerendered || !textsAsBuilt) {
    if (prerendered) {
      rootElement.dataset.render = 'client';
      applyQuery(config);
      releaseFieldLogic();
    }
    // Rendered here, not hydrated: nothing on screen yet to keep usable, so i18next comes first.
    // When it cannot come, the page is rendered from the texts it has, in their language.
    const instance = (await startTranslationLibrary(textOptions, first)) ?? withoutLibrary(first);
    createRoot(rootElement).render(<PageTree i18n={instance} Screen={Screen} />);
    laterTexts(instance);
    return;
  }
  // The texts as the build rendered them, said without i18next's code, which comes once the form
  // is usable and then answers through the same object (platform/start-up-texts.ts).
  const startUp = createStartUpTexts(first);
  // Hydrated as the build rendered it, then the query is applied: a language other than the
  // default replaces every text at once, when its file has arrived, never a mix of two.
  const onHydrated = () => {
    // Said on the element, for tools and tests that wait for the page to take over from its HTML.
    rootElement.dataset.render = 'hydrated';
    releaseFieldLogic();
    // A payment page formats the first key typed: its field logic (fetched by the HTML as the entry
    // came) is asked for now, before i18next and the checkout.
    if (variant.startup.gateway) loadFieldLogicNow();
    void startTranslationLibrary(textOptions, first).then((full) =>
      full ? startUp.upgrade(full) : startUp.unavailable(),
    );
    applyQuery(config);
    const switched =
      language === variant.settings.language ? Promise.resolve() : changeLanguage(startUp.texts, language);
    void switched.then(() => laterTexts(startUp.texts));
  };
  // The phone's placeholders into the HTML first: the hydrating render then already agrees with
  // the screen, and the form is not rendered a second time before it is usable.
  adoptSmallScreenPlaceholders(rootElement);
  hydrateFirstScreen(rootElement, <PageTree i18n={startUp.texts} Screen={Screen} onHydrated={onHydrated} />);
}
