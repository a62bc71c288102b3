import type { VariantRuntime } from '@variants/settings';
import type { i18n } from 'i18next';
import { type ComponentType, StrictMode, useEffect, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { LanguageCode } from '@/core/languages';
import type { PageTexts } from '@/platform/start-up-texts';
import { $cardForm, emptyCardForm } from '@/state/card-form';
import { $language, $variant } from '@/state/stores';

/**
 * The state of a variant's first screen before anything from the query is known: what the build
 * renders into the HTML and what the page then hydrates. Both call this, so the two renders agree.
 * A page rendered on the client (not prerendered) starts in the language its address asks for,
 * and its amounts and country names are formatted in it from the first render.
 */
export function setFirstScreenState(
  variant: VariantRuntime,
  language: LanguageCode = variant.settings.language,
): void {
  $variant.set(variant);
  $language.set(language);
  $cardForm.set(emptyCardForm(variant.settings.saveCardByDefault));
}

/** Calls `onHydrated` once, after the first render is on screen (React runs a parent's effects after its children's). */
function AfterFirstRender({ onHydrated }: { onHydrated: () => void }) {
  // Once, even where StrictMode runs effects twice (development builds and tests).
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    onHydrated();
  }, [onHydrated]);
  return null;
}

/** The whole page: the variant's one screen with its texts. */
export function PageTree(props: { i18n: PageTexts; Screen: ComponentType; onHydrated?: () => void }) {
  const { Screen } = props;
  // react-i18next reads only what PageTexts holds of an instance (its useTranslation and provider).
  const texts = props.i18n as i18n;
  return (
    <StrictMode>
      <I18nextProvider i18n={texts}>
        <Screen />
        {props.onHydrated ? <AfterFirstRender onHydrated={props.onHydrated} /> : null}
      </I18nextProvider>
    </StrictMode>
  );
}
