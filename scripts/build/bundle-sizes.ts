import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fallbackLanguage, fromBcp47 } from '@/core/languages';
import { laterNamespace, translationFileName } from '@/platform/translation-split';
import { onceByContent } from './by-content';
import { compressedSizes, type SizeTriple } from './compressed-size';
import type { MeasureSize } from './size-meter';

export { brotliQuality, type SizeTriple } from './compressed-size';

export interface BundleSizes {
  /**
   * The first load: the HTML, the JS it loads and everything that JS imports statically, the CSS
   * it links, the default language's translations where the HTML preloads them (a page the browser
   * renders fetches them as it starts; a prerendered one has them in its entry) and the images the
   * HTML asks for (the favicon).
   * Chunks loaded by import() (saved cards, APM buttons, the checkout) are not in it: see `lazy`.
   */
  total: SizeTriple;
  html: SizeTriple;
  js: SizeTriple;
  css: SizeTriple;
  translations: SizeTriple;
  images: SizeTriple;
  /**
   * JS and CSS of the bundle's lazy chunks, loaded only when a part of the page needs them, and
   * the default language's later texts (`i18n/{lang}.later.json`), fetched after the first paint.
   */
  lazy: SizeTriple;
  /** The files of the first load, relative to the bundle's assets folder. */
  firstLoad: string[];
}

const zero = (): SizeTriple => ({ raw: 0, gzip: 0, brotli: 0 });

// Every bundle carries the same en.json and most share CSS; measure each distinct file once.
const cache = new Map<string, Promise<SizeTriple>>();

/** Compressed sizes on this thread; the build measures in processes of their own (size-meter-pool.ts). */
export const measureInProcess: MeasureSize = (content) => compressedSizes(content);

/** A file's sizes, measured once per distinct content. */
export function sizeOf(content: Buffer, measure: MeasureSize = measureInProcess): Promise<SizeTriple> {
  return onceByContent(cache, content, () => measure(content));
}

function add(into: SizeTriple, size: SizeTriple): void {
  into.raw += size.raw;
  into.gzip += size.gzip;
  into.brotli += size.brotli;
}

async function sizeOfFile(file: string, measure?: MeasureSize): Promise<SizeTriple> {
  return sizeOf(await readFile(file), measure);
}

/**
 * What the HTML loads from the bundle's assets/ for its first load: scripts, stylesheets, module
 * preloads, icons, images (a logo), and what it preloads for a script to fetch (`preloads`: a page
 * the browser renders has its language file there). A low-priority module preload (a payment page's
 * field logic, integrity.ts earlyFetchTags) is counted too: the phone downloads it as the page
 * opens, whatever its priority, and the budget is what opening the page costs.
 */
export function htmlAssets(html: string): {
  scripts: string[];
  styles: string[];
  images: string[];
  preloads: string[];
} {
  const assets = {
    scripts: [] as string[],
    styles: [] as string[],
    images: [] as string[],
    preloads: [] as string[],
  };
  const assetName = (url: string) => url.slice(url.lastIndexOf('/assets/') + '/assets/'.length);
  for (const [tag] of html.matchAll(/<(?:script|link|img)\b[^>]*>/g)) {
    const url = /\b(?:src|href)="([^"]*\/assets\/[^"]+)"/.exec(tag)?.[1];
    if (!url) continue;
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? '';
    if (tag.startsWith('<script') || rel === 'modulepreload') assets.scripts.push(assetName(url));
    else if (rel === 'stylesheet') assets.styles.push(assetName(url));
    else if (tag.startsWith('<img') || rel.split(/\s+/).includes('icon')) assets.images.push(assetName(url));
    else if (rel === 'preload') assets.preloads.push(assetName(url));
  }
  return assets;
}

/** The chunks a minified ES module imports statically (`import{a}from"./x.js"`, `import"./y.js"`), not import(). */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w$*{},\s]+?\s*from\s*)?["']\.\/([^"']+)["']/g,
  )) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

/** The i18n file code of the HTML's language: `<html lang="he">` → he, `zh` → cn; en if unknown. */
export function translationFileCode(html: string): string {
  const tag = /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1];
  return (tag && fromBcp47(tag)) || fallbackLanguage;
}

/** Measures one bundle's first load (see BundleSizes) from its HTML file and its assets/ folder. */
export async function bundleSizes(
  htmlPath: string,
  assetsDir: string,
  measure?: MeasureSize,
): Promise<BundleSizes> {
  const htmlBytes = await readFile(htmlPath);
  const html = htmlBytes.toString('utf8');
  const linked = htmlAssets(html);
  const scripts = new Set<string>();
  const queue = [...linked.scripts];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (scripts.has(name)) continue;
    scripts.add(name);
    queue.push(...staticImports(await readFile(path.join(assetsDir, name), 'utf8')));
  }
  const firstLoad = new Set([...scripts, ...linked.styles, ...linked.images]);
  const names = await readdir(assetsDir);
  const lazyNames = names.filter((n) => (n.endsWith('.js') || n.endsWith('.css')) && !firstLoad.has(n));
  const code = translationFileCode(html);
  const translationFile = `i18n/${translationFileName(code)}`;
  const fetchesTranslations = linked.preloads.includes(translationFile);
  const laterFile = `i18n/${translationFileName(code, laterNamespace)}`;
  const sum = async (files: Iterable<string>): Promise<SizeTriple> => {
    const total = zero();
    for (const size of await Promise.all(
      [...files].map((n) => sizeOfFile(path.join(assetsDir, n), measure)),
    )) {
      add(total, size);
    }
    return total;
  };
  const [htmlSize, js, css, images, lazy, translations, laterTranslations] = await Promise.all([
    sizeOf(htmlBytes, measure),
    sum(scripts),
    sum(linked.styles),
    sum(linked.images),
    sum(lazyNames),
    // A bundle without translations, or whose page does not fetch them at start, counts none.
    fetchesTranslations
      ? readFile(path.join(assetsDir, translationFile)).then((content) => sizeOf(content, measure), zero)
      : zero(),
    readFile(path.join(assetsDir, laterFile)).then((content) => sizeOf(content, measure), zero),
  ]);
  add(lazy, laterTranslations);
  const sizes: BundleSizes = {
    total: zero(),
    html: htmlSize,
    js,
    css,
    translations,
    images,
    lazy,
    firstLoad: [...firstLoad, ...(translations.raw > 0 ? [translationFile] : [])],
  };
  for (const part of [sizes.html, sizes.js, sizes.css, sizes.translations, sizes.images])
    add(sizes.total, part);
  return sizes;
}
