import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ScreenName, traitsOf } from '@variants/screens';
import type { VariantRuntime } from '@variants/settings';
import react from '@vitejs/plugin-react';
import { type Plugin, build as viteBuild } from 'vite';
import type { BuildTarget } from '../build-targets';
import { screenModulePath } from '../screen-files';
import { brandLogoModule, bundleTexts } from '../variant-plugin';
import type { FirstScreenRender } from './render-first-screen';

/** The base the server bundle is built with; each variant's own replaces it in the rendered HTML. */
const basePlaceholder = '/__hpp_base__/';

type RenderFirstScreen = (variant: VariantRuntime, texts: Record<string, unknown>) => FirstScreenRender;

/** Whether the build renders a target's first screen into its HTML. */
export function isPrerendered(screen: ScreenName): boolean {
  return traitsOf(screen).prerendered;
}

function prerenderPlugin(root: string, screens: readonly ScreenName[], variant: VariantRuntime): Plugin {
  const ids = {
    screens: 'virtual:prerender-screens',
    variant: 'virtual:variant',
    english: 'virtual:english-texts',
    logo: 'virtual:variant-logo',
  };
  return {
    name: 'hpp:prerender',
    enforce: 'pre',
    resolveId(id) {
      return Object.values(ids).includes(id) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${ids.variant}`) return `export const variant = ${JSON.stringify(variant)};\n`;
      // The render has its texts already; the browser's fallback to bundled English is not part of it.
      if (id === `\0${ids.english}`) return 'export default {};\n';
      // One server bundle renders every variant: the component is in it, and each render shows a
      // logo only where its variant's brand has one.
      if (id === `\0${ids.logo}`) return brandLogoModule(root, true);
      if (id !== `\0${ids.screens}`) return null;
      const imports = screens.map(
        (screen, index) =>
          `import { Screen as s${index} } from ${JSON.stringify(screenModulePath(root, screen))};`,
      );
      const entries = screens.map((screen, index) => `${JSON.stringify(screen)}: s${index}`);
      return `${imports.join('\n')}\nexport const screens = { ${entries.join(', ')} };\n`;
    },
  };
}

/**
 * Builds one server bundle holding every prerendered screen (one Vite build for all variants, not
 * one per variant) and returns a function that renders a target's first screen to HTML, with the
 * texts its bundle serves first. A key the render needs that the first file lacks fails the build:
 * the page would hydrate without that text.
 */
export async function firstScreenRenderer(
  root: string,
  targets: readonly BuildTarget[],
): Promise<(target: BuildTarget) => string | undefined> {
  const rendered = targets.filter((target) => isPrerendered(target.runtime.screen));
  if (rendered.length === 0) return () => undefined;
  const screens = [...new Set(rendered.map((target) => target.runtime.screen))];
  // Inside the project, so the bundle's own imports (react, i18next) resolve from node_modules.
  const cacheDir = path.join(root, 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const outDir = await mkdtemp(path.join(cacheDir, 'hpp-prerender-'));
  try {
    await viteBuild({
      configFile: false,
      root,
      base: basePlaceholder,
      mode: 'production',
      logLevel: 'warn',
      clearScreen: false,
      publicDir: false,
      resolve: {
        alias: [
          { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
          { find: /^@variants\//, replacement: `${path.join(root, 'variants')}/` },
        ],
      },
      plugins: [react(), prerenderPlugin(root, screens, (rendered[0] as BuildTarget).runtime)],
      build: {
        ssr: path.join(root, 'scripts', 'build', 'prerender', 'render-first-screen.tsx'),
        outDir,
        emptyOutDir: true,
        minify: false,
        sourcemap: false,
        reportCompressedSize: false,
        rolldownOptions: {
          checks: { bundlerTimings: false },
          output: { format: 'esm', entryFileNames: 'render-first-screen.mjs' },
        },
      },
    });
    const { renderFirstScreen } = (await import(
      pathToFileURL(path.join(outDir, 'render-first-screen.mjs')).href
    )) as { renderFirstScreen: RenderFirstScreen };
    const translations = new Map<string, Promise<Record<string, unknown>>>();
    const languageFile = (language: string) => {
      let file = translations.get(language);
      if (!file) {
        file = readFile(path.join(root, 'public', 'assets', 'i18n', `${language}.json`), 'utf8').then(
          (text) => JSON.parse(text) as Record<string, unknown>,
        );
        translations.set(language, file);
      }
      return file;
    };
    const html = new Map<BuildTarget, string>();
    for (const target of rendered) {
      const { screen, settings } = target.runtime;
      const { first } = bundleTexts(await languageFile(settings.language), screen, settings);
      const result = renderFirstScreen(target.runtime, first);
      if (result.missingKeys.length > 0) {
        throw new Error(
          `${target.path}: the first screen shows ${[...new Set(result.missingKeys)].join(', ')}, which ${settings.language}.json's first file does not hold`,
        );
      }
      html.set(target, result.html.replaceAll(basePlaceholder, target.base));
    }
    return (target) => html.get(target);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
