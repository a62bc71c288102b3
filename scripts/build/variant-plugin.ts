import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  keepSections,
  type SectionSettings,
  translationSectionsFor,
} from '@scripts/build/translation-sections';
import { type ScreenName, traitsOf } from '@variants/screens';
import { themeProblems } from '@variants/theme-validation';
import type { Theme } from '@variants/themes';
import type { Plugin } from 'vite';
import { splitLaterTexts } from '@/core/later-texts';
import { laterNamespace, translationFileName } from '@/platform/translation-split';
import type { BuildTarget } from './build-targets';
import { escapeHtml } from './escape-html';
import { missingScreenFiles, screenModulePath } from './screen-files';
import { themeCss } from './theme-css';

/**
 * Bakes one variant into its bundle through virtual modules (typed in src/virtual-modules.d.ts):
 * its runtime data, its one screen, its logo, and its theme as CSS custom properties. Because the
 * screen import is chosen here, a bundle holds no other screen. Also emits a brand-coloured SVG
 * favicon, so browsers do not ask for /favicon.ico (which would be redirected to the error page).
 *
 * The theme is a stylesheet of the page in a build (themeStylesheet), and a module only under
 * `npm run dev`, where Vite updates it in place when variants/themes.ts changes.
 */
const ids = {
  variant: 'virtual:variant',
  screen: 'virtual:variant-screen',
  theme: 'virtual:variant-theme.css',
  logo: 'virtual:variant-logo',
  englishTexts: 'virtual:english-texts',
  prerenderedTexts: 'virtual:prerendered-texts',
} as const;

/** The theme's stylesheet module as Vite's module graph knows it (`npm run dev` reloads it). */
export const themeModuleId = `\0${ids.theme}`;
export const variantPluginName = 'hpp:variant';

/** What `npm run dev` asks of a running variant plugin (Vite's plugin `api`). */
export interface VariantPluginApi {
  /** The theme its stylesheet module shows from the next load on; dev-server.ts then reloads it. */
  showTheme(theme: Theme): void;
}

export const faviconFile = 'assets/favicon.svg';
export const translationsDir = 'assets/i18n';

/**
 * After Vite copied public/ into the bundle: each language file keeps only the sections the
 * variant's screen and settings use (scripts/build/translation-sections.ts), written without
 * indentation, so a card form does not download the sandbox's texts. A payment screen's file is
 * then cut in two: `{lang}.json` with what the first screen shows (the first load) and
 * `{lang}.later.json` with what is said only after the shopper acted, fetched after the first paint.
 */
export async function trimTranslations(
  dir: string,
  screen: ScreenName,
  settings: SectionSettings,
): Promise<void> {
  const files = (await readdir(dir).catch(() => [])).filter(
    (name) => name.endsWith('.json') && !name.endsWith(`.${laterNamespace}.json`),
  );
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const translations = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const { first, later } = bundleTexts(translations, screen, settings);
      const code = name.slice(0, -'.json'.length);
      await Promise.all([
        writeFile(file, JSON.stringify(first)),
        later
          ? writeFile(path.join(dir, translationFileName(code, laterNamespace)), JSON.stringify(later))
          : null,
      ]);
    }),
  );
}

/**
 * One language's texts as a variant's bundle holds them: `first`, what `{lang}.json` serves (the
 * first screen's, or all of a single-file screen's), and `later`, what `{lang}.later.json` serves.
 */
export function bundleTexts(
  translations: Record<string, unknown>,
  screen: ScreenName,
  settings: SectionSettings,
): { first: Record<string, unknown>; later?: Record<string, unknown> } {
  const kept = keepSections(translations, translationSectionsFor(screen, settings));
  return traitsOf(screen).startup.laterTexts ? splitLaterTexts(kept) : { first: kept };
}

/**
 * The English texts the page falls back on when a language file fails or is slow
 * (src/platform/i18n.ts), as a module the page imports lazily: the same sections and the same
 * first/later split as the variant's own en.json files, by namespace.
 */
export async function englishTextsModule(
  publicDir: string,
  screen: ScreenName,
  settings: SectionSettings,
): Promise<string> {
  const source = JSON.parse(
    await readFile(path.join(publicDir, translationsDir, translationFileName('en')), 'utf8'),
  ) as Record<string, unknown>;
  const { first, later } = bundleTexts(source, screen, settings);
  const texts = later ? { translation: first, [laterNamespace]: later } : { translation: first };
  // A page that falls back on English marks what reads in English with lang="en" (WCAG 3.1.2):
  // the code for it comes in this chunk, so a page with its language complete never loads it.
  return `import { markEnglishParts } from '@/platform/english-parts';\nmarkEnglishParts();\nexport default ${JSON.stringify(texts)};\n`;
}

const englishTextsId = '\0en';

/**
 * The texts the build renders a prerendered first screen with (its language's first file, as
 * `{lang}.json` serves it: scripts/build/prerender/prerender.ts renders from the same), in the entry
 * chunk: start-up hydrates from them in the very task that runs the entry. Fetched, even from the
 * HTML's preload, the file's answer came a few tasks later, and the page's load event and whatever
 * else was queued ran first: 29–37 ms of basic's 4G start-up (docs/performance.md).
 * A screen the browser renders (the result page) gets none: it fetches the file of the language it
 * is asked for.
 */
export async function prerenderedTextsModule(
  publicDir: string,
  screen: ScreenName,
  settings: SectionSettings & { language: string },
): Promise<string> {
  if (!traitsOf(screen).prerendered) return 'export default undefined;\n';
  const source = JSON.parse(
    await readFile(path.join(publicDir, translationsDir, translationFileName(settings.language)), 'utf8'),
  ) as Record<string, unknown>;
  return `export default ${JSON.stringify(bundleTexts(source, screen, settings).first)};\n`;
}

/**
 * The header's logo component, only in a bundle whose theme has a logo: the others carry none of
 * its code (their first load is within bytes of the budget), only `Logo = null`.
 */
export function brandLogoModule(root: string, hasLogo: boolean): string {
  const component = path.join(root, 'src', 'ui', 'layout', 'brand-logo.tsx');
  return hasLogo
    ? `export { BrandLogo as Logo } from ${JSON.stringify(component)};\n`
    : 'export const Logo = null;\n';
}

/**
 * The theme's stylesheet in a build: a file the HTML links after the entry's stylesheet, which the
 * build then folds with it into the page's one <style> and its file (inline-stylesheet.ts). Kept
 * out of the module graph so that no script's name depends on a colour: as a stylesheet the entry
 * imported, it renamed the entry's CSS and script (Vite adds a chunk's CSS to its hash) and every
 * lazy chunk, which imports the entry by its hashed name: eight of basic's files for one colour,
 * each downloaded again by a returning shopper and an orphan for the next prune.
 */
export function themeStylesheet(theme: Theme): { fileName: string; source: string } {
  const source = themeCss(theme);
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/theme-${hash}.css`, source };
}

export function faviconSvg(target: BuildTarget): string {
  const initial = escapeHtml(Array.from(target.theme.wordmark.trim())[0] ?? '•');
  const { brand, brandContrast } = target.theme.colours;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    `<rect width="32" height="32" rx="7" fill="${brand}"/>` +
    `<text x="16" y="22.5" font-family="system-ui,sans-serif" font-size="19" font-weight="700" text-anchor="middle" fill="${brandContrast}">${initial}</text>` +
    '</svg>'
  );
}

/**
 * What start-up fetches before it can render: the language's translations on a page the browser
 * renders (the result page; every page under `npm run dev`, which prerenders nothing), where a
 * prerendered one has them in its entry (prerenderedTextsModule), and, for the payment screens,
 * /configuration. Preloaded from the HTML they download alongside the script instead of
 * one round trip after it has run: ~300 ms less to a usable form at 150 ms RTT. Same URL and
 * credentials mode (crossorigin=anonymous is `same-origin`) as the page's fetch, which therefore
 * takes the preloaded response.
 */
export function startupPreloads(target: BuildTarget, options: { serving: boolean }): string[] {
  const { screen, settings, startup } = target.runtime;
  const translations =
    traitsOf(screen).prerendered && !options.serving
      ? []
      : [`${target.base}${translationsDir}/${settings.language}.json`];
  return startup.gateway ? [...translations, '/configuration'] : translations;
}

export function variantPlugin(target: BuildTarget, options: { root: string }): Plugin<VariantPluginApi> {
  const screenFile = screenModulePath(options.root, target.runtime.screen);
  let serving = false;
  let theme = target.theme;
  return {
    name: variantPluginName,
    enforce: 'pre',
    api: {
      showTheme(next) {
        theme = next;
      },
    },
    configResolved(config) {
      serving = config.command === 'serve';
    },
    buildStart() {
      const [missing] = missingScreenFiles(options.root, [target.runtime]);
      if (missing) this.error(missing);
    },
    resolveId(id) {
      if (
        id === ids.variant ||
        id === ids.screen ||
        id === ids.theme ||
        id === ids.logo ||
        id === ids.prerenderedTexts
      )
        return `\0${id}`;
      // Named for its chunk's file name, which the entry script carries: short is bytes saved.
      if (id === ids.englishTexts) return englishTextsId;
      return null;
    },
    load(id) {
      if (id === englishTextsId) {
        return englishTextsModule(
          path.join(options.root, 'public'),
          target.runtime.screen,
          target.runtime.settings,
        );
      }
      if (id === `\0${ids.prerenderedTexts}`) {
        return prerenderedTextsModule(
          path.join(options.root, 'public'),
          target.runtime.screen,
          target.runtime.settings,
        );
      }
      if (id === `\0${ids.variant}`) return `export const variant = ${JSON.stringify(target.runtime)};\n`;
      if (id === `\0${ids.screen}`) return `export { Screen } from ${JSON.stringify(screenFile)};\n`;
      if (id === `\0${ids.logo}`) return brandLogoModule(options.root, target.logos !== undefined);
      if (id === `\0${ids.theme}`) {
        // The build checked every theme before it began; `npm run dev` learns of an edit here,
        // and Vite shows what this throws in the page's error overlay.
        const problems = themeProblems(target.runtime.settings.theme, theme);
        if (problems.length > 0) {
          this.error(
            `${target.path}: its theme has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`,
          );
        }
        // Built, the module is empty and the theme is a stylesheet of the page (themeStylesheet).
        return serving ? themeCss(theme) : '';
      }
      return null;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', ...themeStylesheet(target.theme) });
      this.emitFile({ type: 'asset', fileName: faviconFile, source: faviconSvg(target) });
      for (const logo of target.logos ?? []) {
        this.emitFile({ type: 'asset', fileName: logo.fileName, source: logo.source });
      }
    },
    async writeBundle(output) {
      if (output.dir)
        await trimTranslations(
          path.join(output.dir, translationsDir),
          target.runtime.screen,
          target.runtime.settings,
        );
    },
    transformIndexHtml: {
      // After Vite's own HTML processing, so this href is taken as written, not resolved as a file.
      order: 'post',
      handler: () => [
        ...(serving
          ? []
          : [
              {
                tag: 'link',
                attrs: { rel: 'stylesheet', href: `${target.base}${themeStylesheet(target.theme).fileName}` },
                injectTo: 'head' as const,
              },
            ]),
        {
          tag: 'link',
          attrs: { rel: 'icon', type: 'image/svg+xml', href: `${target.base}${faviconFile}` },
          injectTo: 'head',
        },
        ...startupPreloads(target, { serving }).map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
          injectTo: 'head' as const,
        })),
      ],
    },
  };
}
