import { copyFile, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { servingEncoders } from '@scripts/build/compressed-size';
import { precompressTree } from '@scripts/build/precompress';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { type LanguageCode, textDirection, toBcp47 } from '@/core/languages';
import { benchTempDir, projectRoot } from './bench-build';

/**
 * Three reference pages built with Vite like a variant (production, same minifier), into a temp dir:
 * - react: only React + ReactDOM rendering one card-number input: the floor for time to painted;
 * - libraries: the fixed stack (React, ReactDOM, i18next, react-i18next, valibot, nanostores) each
 *   used once, rendering the same input on the client, with no language file and no CSS: the
 *   floor the aims were first set against, kept for comparison;
 * - libraries-hydrated (buildHydratedFloor below): the same libraries built as our page is, the
 *   fair floor for time to usable, in English and in the languages of the pages it is set against.
 */
const pages = {
  react: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(
  <form><label>Card number <input name="cardnumber" autoComplete="cc-number" inputMode="numeric" /></label></form>,
);
`,
  libraries: `import { useStore } from '@nanostores/react';
import i18next from 'i18next';
import { atom, map } from 'nanostores';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import * as v from 'valibot';
const $a = atom(1);
const $m = map({ a: '' });
const schema = v.object({ a: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(5)), ''), b: v.fallback(v.picklist(['x', 'y']), 'x') });
function App() {
  const { t } = useTranslation();
  const [s] = useState(0);
  return (
    <form>
      <p>{t('x')}{useStore($a)}{useStore($m).a}{s}{JSON.stringify(v.safeParse(schema, {}))}</p>
      <label>Card number <input name="cardnumber" autoComplete="cc-number" inputMode="numeric" /></label>
    </form>
  );
}
const i = i18next.createInstance();
await i.use(initReactI18next).init({ lng: 'en', resources: {} });
createRoot(document.getElementById('root')!).render(<StrictMode><I18nextProvider i18n={i}><App /></I18nextProvider></StrictMode>);
`,
} as const;

/**
 * The fair libraries floor: the fixed libraries hydrating a form of basic's size (its four card
 * inputs, save-card box, Pay button, header and footer: ~40 elements, ~20 translated texts, the
 * keys of basic's own language file) that the build prerendered into the HTML in one language, with
 * basic's stylesheet inlined as ours is, and that language's file (en.json, he.json…) in its
 * script, as a prerendered page of ours carries its first texts in its entry: the same start-up our
 * page has, with the fixed libraries only. Until 2026-11-30 the floor fetched the file at start, as
 * the issue that set the aim described it, while our page had stopped fetching its own (2026-11-29):
 * a round trip ours no longer paid: the floor was 4% (slow phone) to 7% (4G) slower than the same
 * floor with its file preloaded, and a ratio over it that much kinder (docs/performance.md).
 * Plain JavaScript with createElement, so Node prerenders the same module the page hydrates.
 */
const hydratedApp = `import { useStore } from '@nanostores/react';
import { atom, map } from 'nanostores';
import { createElement as h, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
export const $request = atom('none');
export const $form = map({ cardNumber: '', expiry: '', cvv: '', name: '', save: false });
const schema = v.object({ M: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)), ''), lang: v.fallback(v.picklist(['en', 'de']), 'en') });
export function App() {
  const { t } = useTranslation();
  const form = useStore($form);
  const request = useStore($request);
  useEffect(() => { document.getElementById('root').dataset.render = 'hydrated'; }, []);
  const config = v.safeParse(schema, {}).success;
  const field = (name, label, placeholder, autoComplete, inputMode) =>
    h('div', { className: 'field' },
      h('label', { htmlFor: name }, t(label)),
      h('input', { id: name, name, autoComplete, inputMode, placeholder: t(placeholder), defaultValue: form[name] }),
      h('p', { className: 'hint' }, t('card.expiry.hint')));
  return h('div', { className: 'page' },
    h('header', { className: 'header' }, h('a', { href: '#form', className: 'skip' }, t('page.skipToForm')), h('h1', null, t('page.title')), h('p', null, t('page.secureConnection'))),
    h('main', { id: 'form' },
      h('h2', null, t('page.paymentHeader')),
      h('form', { noValidate: true, 'data-config': String(config) },
        h('fieldset', null, h('legend', null, t('card.sectionTitle')),
          field('cardNumber', 'card.number.label', 'card.number.placeholder', 'cc-number', 'numeric'),
          field('expiry', 'card.expiry.label', 'card.expiry.placeholder', 'cc-exp', 'numeric'),
          field('cvv', 'card.cvv.label', 'card.cvv.placeholder', 'cc-csc', 'numeric'),
          field('name', 'card.name.label', 'card.name.placeholder', 'cc-name', 'text'),
          h('label', { className: 'save' }, h('input', { type: 'checkbox', defaultChecked: form.save }), t('card.saveCard'))),
        h('button', { type: 'submit', disabled: request !== 'none' }, t('actions.pay')))),
    h('footer', { className: 'footer' }, h('p', null, t('page.pciBanner')), h('p', null, t('page.poweredBy', { provider: 'HPP' }))));
}
`;

/** The fair floor's start: i18next with the language's texts its script carries, then hydration. */
const hydratedMain = (language: LanguageCode) => `import i18next from 'i18next';
import { StrictMode, createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { App } from './app.mjs';
import texts from './${language}.json';
const i = i18next.createInstance();
await i.use(initReactI18next).init({ lng: '${language}', resources: { ${language}: { translation: texts } }, interpolation: { escapeValue: false } });
hydrateRoot(document.getElementById('root'), h(StrictMode, null, h(I18nextProvider, { i18n: i }, h(App))));
`;

/**
 * Where the fair floor in `language` is served, under the floor folder: English keeps its first
 * name. A page is measured against the floor in its own language: what a browser spends laying
 * out Hebrew (right to left, its glyphs found among the system's fonts) any page showing it spends,
 * so only a floor in the page's language leaves what is ours in the ratio.
 */
export function hydratedFloorName(language: LanguageCode): string {
  return language === 'en' ? 'libraries-hydrated' : `libraries-hydrated-${language}`;
}

export type FloorPage = keyof typeof pages | 'libraries-hydrated';

interface FloorBuild {
  sources: string;
  outDir: string;
}

/** Per basic bundle: the floors every bench reads, built once a run. */
const builds = new Map<string, Promise<FloorBuild>>();
/** Per basic bundle and language: the fair floor in a language other than English, added once. */
const languageFloors = new Map<string, Promise<void>>();

/**
 * Builds the pages once per run; serve the folder at `/floor/`: /floor/react/, /floor/libraries/
 * and the fair floor in English and in each of `languages` (hydratedFloorName), each added to the
 * one folder the first time a bench asks for it. `basicDir` is basic's built bundle, for its
 * language files and stylesheet.
 */
export async function floorPages(basicDir: string, languages: readonly LanguageCode[] = []): Promise<string> {
  let base = builds.get(basicDir);
  if (!base) {
    base = buildFloorPages(basicDir);
    builds.set(basicDir, base);
  }
  const { sources, outDir } = await base;
  for (const language of languages) {
    if (language === 'en') continue;
    const key = `${basicDir}\n${language}`;
    let added = languageFloors.get(key);
    if (!added) {
      added = addLanguageFloor(sources, outDir, basicDir, language);
      languageFloors.set(key, added);
    }
    await added;
  }
  return outDir;
}

async function buildFloorPages(basicDir: string): Promise<FloorBuild> {
  const sources = await benchTempDir('floor-src');
  const outDir = await benchTempDir('floor-out');
  // Vite resolves bare imports from the page's folder upwards: lend it the project's packages.
  await symlink(path.join(projectRoot, 'node_modules'), path.join(sources, 'node_modules'), 'dir');
  for (const [name, code] of Object.entries(pages)) {
    const dir = path.join(sources, name);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'main.tsx'), code);
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
    );
    await buildFloor(dir, name, outDir);
  }
  await buildHydratedFloor(sources, outDir, basicDir, 'en');
  // Compressed as the build ships our pages, so the comparison is of pages, not of compressors.
  await precompressTree(outDir, servingEncoders);
  return { sources, outDir };
}

async function addLanguageFloor(
  sources: string,
  outDir: string,
  basicDir: string,
  language: LanguageCode,
): Promise<void> {
  await buildHydratedFloor(sources, outDir, basicDir, language);
  await precompressTree(path.join(outDir, hydratedFloorName(language)), servingEncoders);
}

/** One floor page's Vite build, the same for every floor: React's plugin, no preload polyfill. */
async function buildFloor(dir: string, name: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: dir,
    base: `/floor/${name}/`,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: path.join(outDir, name), emptyOutDir: true, modulePreload: { polyfill: false } },
  });
}

async function buildHydratedFloor(
  sources: string,
  outDir: string,
  basicDir: string,
  language: LanguageCode,
): Promise<void> {
  const name = hydratedFloorName(language);
  const dir = path.join(sources, name);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'app.mjs'), hydratedApp);
  await writeFile(path.join(dir, 'main.tsx'), hydratedMain(language));
  const languageFile = path.join(basicDir, 'assets', 'i18n', `${language}.json`);
  const texts = JSON.parse(await readFile(languageFile, 'utf8')) as Record<string, unknown>;
  const basicHtml = await readFile(path.join(basicDir, 'index.html'), 'utf8');
  // basic's stylesheet holds every language's rules (the script fonts for Hebrew among them).
  const stylesheet = /<style\b[^>]*>[\s\S]*?<\/style>/.exec(basicHtml)?.[0] ?? '';
  // Prerendered in Node from the module the page hydrates (bare imports resolve through the
  // node_modules link in `sources`).
  const markup = await prerender(path.join(dir, 'app.mjs'), language, texts);
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="${toBcp47(language)}" dir="${textDirection(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title>${stylesheet}</head><body><div id="root" data-render="prerendered">${markup}</div><script type="module" src="./main.tsx"></script></body></html>`,
  );
  // Bundled into its script by Vite, as our entry carries its first texts.
  await copyFile(languageFile, path.join(dir, `${language}.json`));
  await buildFloor(dir, name, outDir);
}

async function prerender(
  appFile: string,
  language: LanguageCode,
  texts: Record<string, unknown>,
): Promise<string> {
  const [{ App }, i18next, { createElement }, { renderToString }, { I18nextProvider, initReactI18next }] =
    await Promise.all([
      import(pathToFileURL(appFile).href) as Promise<{ App: () => null }>,
      import('i18next'),
      import('react'),
      import('react-dom/server'),
      import('react-i18next'),
    ]);
  const instance = i18next.default.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: texts } },
    interpolation: { escapeValue: false },
  });
  return renderToString(createElement(I18nextProvider, { i18n: instance }, createElement(App)));
}
