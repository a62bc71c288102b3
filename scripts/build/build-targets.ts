import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assetPrefixFor, htmlFileFor, routePathFor } from '@scripts/routes/routes-manifest';
import { referrerPolicy } from '@scripts/security/content-security-policy';
import type { PageEntry, VariantEntry } from '@variants/registry';
import { variantKey } from '@variants/registry-validation';
import { traitsOf } from '@variants/screens';
import { defaultSettings, type VariantRuntime, type VariantSettings } from '@variants/settings';
import { brandOf, type Theme, themes } from '@variants/themes';
import { textDirection, toBcp47 } from '@/core/languages';
import { statementLinkHtml } from './accessibility/statement-link';
import { brandLogo, type LogoAsset, logoAssets } from './brand-logo-files';
import { escapeHtml } from './escape-html';
import type { HtmlData } from './html-plugin';
import { colourSchemes } from './theme-css';

/** Everything one Vite build needs to know about one variant or page. */
export interface BuildTarget {
  kind: 'variant' | 'page';
  /** Registry path, e.g. "aober/chicshes.html". */
  path: string;
  /** Output folder under dist/ and the name used by `--only`, e.g. "aober/chicshes". */
  key: string;
  /** Vite `base`: "/aober/chicshes/". */
  base: string;
  /** The HTML file under dist/: "aober/chicshes.html" or "basic/index.html". */
  htmlFile: string;
  routePath: string;
  assetPrefix: string;
  theme: Theme;
  /** The theme's logo files (its dark-scheme version second), written into the bundle's assets (brand-logo-files.ts). */
  logos?: LogoAsset[];
  runtime: VariantRuntime;
  html: HtmlData;
  /** Where a shopper reports a barrier (settings.accessibilityContact): the statement's, never the page's. */
  accessibilityContact?: string;
}

export interface Registry {
  variants: readonly VariantEntry[];
  pages: readonly PageEntry[];
  /** The themes its entries name: variants/themes.ts when absent (a merchant file adds its own). */
  themes?: Readonly<Record<string, Theme>>;
}

type Translations = Record<string, unknown>;

function lookup(translations: Translations, key: string): string | undefined {
  let node: unknown = translations;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Reads a string from the variant's default language, falling back to English as i18next does. */
export function translator(
  publicDir: string,
): (language: string, key: string, values?: Record<string, string>) => string {
  const cache = new Map<string, Translations | null>();
  const load = (language: string): Translations | null => {
    if (!cache.has(language)) {
      const file = path.join(publicDir, 'assets', 'i18n', `${language}.json`);
      try {
        cache.set(language, JSON.parse(readFileSync(file, 'utf8')) as Translations);
      } catch {
        cache.set(language, null);
      }
    }
    return cache.get(language) ?? null;
  };
  return (language, key, values = {}) => {
    const text = lookup(load(language) ?? {}, key) ?? lookup(load('en') ?? {}, key);
    if (text === undefined) throw new Error(`missing translation ${key} in public/assets/i18n/en.json`);
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

function mergeSettings(theme: string, overrides: Partial<VariantSettings> = {}): VariantSettings {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return { ...defaultSettings, ...defined, theme };
}

/** The release id of pages built outside `npm run build` (the dev server, tests). */
export const developmentRelease = 'development';

export function buildTargets(
  registry: Registry,
  options: { publicDir: string; release?: string },
): BuildTarget[] {
  const t = translator(options.publicDir);
  const release = options.release ?? developmentRelease;
  const entries = [
    ...registry.variants.map((entry) => ({ entry, kind: 'variant' as const })),
    ...registry.pages.map((entry) => ({ entry, kind: 'page' as const })),
  ];
  const themeTable = registry.themes ?? themes;
  // public/ is at the project's root, where variants/logos/ is too.
  const root = path.dirname(options.publicDir);
  return entries.map(({ entry, kind }) => {
    const theme = themeTable[entry.theme];
    if (!theme) throw new Error(`${entry.path}: unknown theme ${entry.theme}`);
    const { accessibilityContact, ...settings } = mergeSettings(
      entry.theme,
      'settings' in entry ? entry.settings : undefined,
    );
    const key = variantKey(entry.path);
    const language = settings.language;
    const pageTitle = t(language, 'page.title');
    let title = theme.name === pageTitle ? pageTitle : `${pageTitle} · ${theme.name}`;
    // What #root shows without JavaScript on the screens the build does not prerender (the
    // console, the result page); every other page's first screen replaces it (prerender/).
    const rootHtml = `<p class="hpp-boot">${escapeHtml(t(language, 'page.loading'))}</p>`;
    const logos = logoAssets(root, theme);
    const base = `/${key}/`;
    const brandLogoData = brandLogo(theme, logos, base);
    if (entry.screen === 'health') title = t(language, 'health.title');
    else if (entry.screen === 'error') title = t(language, 'error.title');
    return {
      kind,
      path: entry.path,
      key,
      base,
      htmlFile: htmlFileFor(entry.path),
      routePath: routePathFor(entry.path),
      assetPrefix: assetPrefixFor(entry.path),
      theme,
      ...(logos.length > 0 ? { logos } : {}),
      // Only the statement shows it: in the page's script it would be bytes no shopper's page
      // reads, and a new address would change the hashed names of a bundle whose code did not.
      ...(accessibilityContact !== undefined ? { accessibilityContact } : {}),
      runtime: {
        path: entry.path,
        screen: entry.screen,
        startup: traitsOf(entry.screen).startup,
        settings,
        brand: brandLogoData ? { ...brandOf(theme), logo: brandLogoData } : brandOf(theme),
        // Only the health page shows it: in any other bundle's script it would change the bytes
        // (and the hashed names) of every bundle at every commit.
        ...(entry.screen === 'health' ? { release } : {}),
      },
      html: {
        title,
        lang: toBcp47(language),
        dir: textDirection(language),
        themeColour: theme.colours.brand,
        colourSchemes: colourSchemes(theme),
        rootHtml,
        render: 'client',
        noScript: t(language, 'noScript.text'),
        stalled: t(language, 'noScript.stalled'),
        referrerPolicy,
        release,
        statementLink: statementLinkHtml({
          kind,
          screen: entry.screen,
          path: entry.path,
          footer: settings.footer,
          language,
          lang: toBcp47(language),
        }),
      },
    };
  });
}
