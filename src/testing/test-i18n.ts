import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import i18next, { type i18n, type Resource } from 'i18next';
import { createElement, type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { loadLater } from '@/state/load-later';
import * as lazyParts from '@/ui/lazy-parts';

// The page loads these on demand (src/state/load-later.ts, every export of src/ui/lazy-parts.ts); tests load
// them up front so a component renders, formats and pays as it does on a page once they have arrived.
await Promise.all([
  ...Object.values(lazyParts).map((part) => part.preload()),
  loadLater('checkout'),
  loadLater('field-logic'),
]);

/**
 * Component tests see the REAL English strings (DESIGN: "the real English translations loaded"),
 * so a renamed or missing key shows up as a failing query by label, not as a key echoed back.
 * Read from disk synchronously: no backend, no Suspense, nothing to await before rendering.
 */
// Resolved from the project root: under happy-dom, import.meta.url is not a file: URL.
const englishPath = resolve(process.cwd(), 'public/assets/i18n/en.json');
export const englishStrings: Resource[string] = JSON.parse(readFileSync(englishPath, 'utf8'));

/** Same options as the page's own instance (platform/i18n.ts): React escapes, i18next does not. */
export function createTestI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: englishStrings } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** One shared instance: tests only read from it. */
export const testI18n = createTestI18n();

/** Translates with the test instance, for expected texts in assertions. */
export const tEn = testI18n.t.bind(testI18n);

/** Renders `ui` inside an I18nextProvider holding the English strings. */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => createElement(I18nextProvider, { i18n: testI18n }, children),
  });
}
