import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InlineHashes } from '@scripts/security/content-security-policy';

/**
 * Post-build step of one bundle (PCI DSS 6.4.3 / 11.6.1): every <script src>, stylesheet and
 * modulepreload tag of the built HTML gets a Subresource Integrity hash (sha384), and the bundle's
 * inventory is written to dist/<key>/scripts-manifest.json: each script and stylesheet file, its
 * hash, why it is there, the hash of the HTML itself and the security headers the page must be
 * served with. `npm run verify-deploy` compares a deployed site against these inventories.
 *
 * Chunks loaded later by import() cannot carry an integrity attribute from HTML: the HTML gets an
 * import map whose "integrity" section names each of them with its hash, which the browser applies
 * to every module fetch that has no integrity of its own (see importMapTag). That inline map, and
 * the first screen's stylesheet inlined by inline-stylesheet.ts, are allowed by their own hashes
 * in the page's CSP (inlineHashes).
 *
 * Stylesheets get the same protection as scripts. A changed stylesheet runs no code but can still
 * read what the shopper types (an @font-face per digit with a unicode-range makes the browser ask
 * for the fonts of exactly the digits shown). The bundler's preload helper links a lazy chunk's
 * stylesheet with no integrity, and an import map's integrity covers modules only; so a part that
 * loads later carries its rules inside its chunk (src/ui/adopt-stylesheet.ts), and the build fails
 * on any stylesheet file the HTML does not name with its hash (uncheckedStylesheets).
 */

export type ScriptRole = 'entry' | 'preload' | 'stylesheet' | 'inlined-stylesheet' | 'lazy-chunk';

export interface InventoryEntry {
  /** The URL path, e.g. "/basic/assets/index-Brdmv-px.js". */
  url: string;
  /** "sha384-<base64>", the SRI form. */
  integrity: string;
  role: ScriptRole;
  /**
   * Who checks the hash as the page loads: always the browser (a tag, the import map, or for an
   * inlined stylesheet's file the data-integrity its fallback link takes); the build fails on a
   * file nothing would check. verify-deploy checks every file besides.
   */
  checkedBy: 'browser';
  /**
   * A lazy chunk the HTML also fetches as the page loads, by a low-priority
   * <link rel="modulepreload"> with its sha384 (earlyFetchTags), so it is there when the page is
   * usable; it still runs only through the page's checked loader, as every lazy chunk.
   */
  fetchedWithPage?: true;
}

export interface ScriptsManifest {
  /** The route path of the page, e.g. "/basic/". */
  page: string;
  /** The HTML file under dist/, e.g. "basic/index.html". */
  htmlFile: string;
  /** Hash of the HTML as built (with its integrity attributes and import map). */
  htmlIntegrity: string;
  /** CSP hash sources ("'sha256-…'") of the HTML's inline code: its import map and stylesheet. */
  inlineHashes: InlineHashes;
  /** The security headers the page must be served with (lower-case names). */
  headers: Record<string, string>;
  files: InventoryEntry[];
}

export const scriptsManifestName = 'scripts-manifest.json';

export function sriHash(content: string | Uint8Array, algorithm: 'sha256' | 'sha384' = 'sha384'): string {
  return `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`;
}

/** The CSP source that allows exactly this inline script text, e.g. "'sha256-…'". */
export function cspHashSource(scriptText: string): string {
  return `'${sriHash(scriptText, 'sha256')}'`;
}

/**
 * `<script type="importmap">{"integrity":{…}}</script>` for the chunks a page loads later, or ''
 * for none. A browser that knows import-map integrity (Chromium-based ones since version 127;
 * Firefox ESR 153 and WebKitGTK 2.50.6, Safari's engine, tested in e2e/cross-engine/, WebKit only
 * for an import() made by a module, which all of the page's code is)
 * checks every module it fetches without an integrity attribute of its own against it and refuses
 * a mismatch; an older one ignores the section. The page reads the same hashes from the map and
 * loads every lazy chunk by a module script carrying its hash before import() takes it
 * (src/platform/checked-chunk-import.ts), so both kinds check it; verify-deploy besides. sha256
 * rather than the tags' sha384: the map is in every page's first load, and each hash is
 * incompressible (20 bytes less per chunk), while sha256 is as valid for SRI.
 */
export function importMapTag(lazyChunks: ReadonlyMap<string, string | Uint8Array>): string {
  if (lazyChunks.size === 0) return '';
  const integrity = Object.fromEntries(
    [...lazyChunks].map(([url, content]) => [url, sriHash(content, 'sha256')] as const),
  );
  return `<script type="importmap">${JSON.stringify({ integrity })}</script>`;
}

/**
 * Puts the import map right after <meta charset> (or at the start of <head>): a map must come
 * before the first module script, and the charset must stay in the first 1024 bytes.
 */
export function withImportMap(html: string, tag: string): string {
  if (tag === '') return html;
  const charset = /<meta\s+charset\s*=[^>]*>/i.exec(html);
  if (charset) return html.replace(charset[0], () => `${charset[0]}${tag}`);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('the HTML has no <head> to put the import map in');
  return html.replace(head[0], () => `${head[0]}${tag}`);
}

/**
 * `<link rel="modulepreload">` tags for lazy chunks a page fetches as it loads (a payment page's
 * field logic, src/features/catalogue.ts), each with the chunk's sha384 in its integrity attribute,
 * as every tag of the page: a browser that supports modulepreload fetches and compiles the chunk
 * and keeps it in the page's module map only if it matches, so the checked loader's module script
 * (src/platform/checked-chunk-import.ts), which takes the module from that map, never meets
 * unchecked bytes. fetchpriority="low": the entry, the texts and /configuration go first, and the
 * chunk only has to beat the page to usable (where the entry's compile and hydration leave the
 * network idle), not to paint. Nothing runs it here: the page runs it once hydrated.
 */
export function earlyFetchTags(chunks: readonly { url: string; integrity: string }[]): string {
  return chunks
    .map(
      ({ url, integrity }) =>
        `<link rel="modulepreload" href="${url}" crossorigin integrity="${integrity}" fetchpriority="low">`,
    )
    .join('');
}

/** Puts `tags` right after the entry's module script, so they are found in the same breath. */
export function afterEntryScript(html: string, tags: string): string {
  if (tags === '') return html;
  const entry = /<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/i.exec(html);
  if (!entry) throw new Error('the HTML has no entry script to put the early fetches after');
  return html.replace(entry[0], () => `${entry[0]}${tags}`);
}

/** The text of the HTML's import map, if it has one. */
export function importMapText(html: string): string | undefined {
  return /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1];
}

/** The CSP hash sources the HTML's inline code needs: its import map's and each <style>'s. */
export function inlineHashesOf(html: string): InlineHashes {
  const map = importMapText(html);
  return {
    script: map === undefined ? [] : [cspHashSource(map)],
    style: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) =>
      cspHashSource(match[1] ?? ''),
    ),
  };
}

/** "/basic/assets/field-logic-CKeKI2WI.js" → "field-logic": a chunk's name before its hash. */
export function lazyChunkName(url: string): string {
  const file = url.slice(url.lastIndexOf('/') + 1);
  return file.replace(/-[A-Za-z0-9_-]{8}\.(?:js|css)$/, '');
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function hasAttribute(tag: string, name: string): boolean {
  return new RegExp(`\\s${name}(?=[\\s=>/])`, 'i').test(tag);
}

/** The script and stylesheet references of an HTML document, in document order. */
export function scriptReferences(html: string): { tag: string; url: string; role: ScriptRole }[] {
  const references: { tag: string; url: string; role: ScriptRole }[] = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const tag = match[0];
    if (match[1]?.toLowerCase() === 'script') {
      const src = attribute(tag, 'src');
      if (src !== undefined) references.push({ tag, url: src, role: 'entry' });
      continue;
    }
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (href === undefined) continue;
    if (rel.includes('stylesheet')) references.push({ tag, url: href, role: 'stylesheet' });
    else if (rel.includes('modulepreload')) references.push({ tag, url: href, role: 'preload' });
  }
  return references;
}

/**
 * The stylesheets inline-stylesheet.ts put into the HTML: each <style> names its file and that
 * file's sha256 (data-href, data-integrity), which src/platform/refused-stylesheet.ts links, with
 * that integrity, where a policy refuses the <style>.
 */
export function inlinedStylesheets(html: string): { url: string; integrity: string }[] {
  return [...html.matchAll(/<style\b[^>]*>/gi)].flatMap(([tag]) => {
    const url = attribute(tag, 'data-href');
    return url === undefined ? [] : [{ url, integrity: attribute(tag, 'data-integrity') ?? '' }];
  });
}

/**
 * The stylesheet files of a bundle that its HTML neither links with integrity nor inlines with
 * the file's hash, as URL paths: the page could only get them later, from script, unchecked (a lazy
 * part's CSS imported as a file: the bundler's preload helper links it without integrity). The
 * build fails on any. An inlined stylesheet whose data-integrity is not its file's counts too.
 */
export function uncheckedStylesheets(
  html: string,
  contents: ReadonlyMap<string, string | Uint8Array>,
): string[] {
  const checked = new Set(
    scriptReferences(html)
      .filter((reference) => reference.role === 'stylesheet' && /\sintegrity\s*=/i.test(reference.tag))
      .map((reference) => reference.url),
  );
  for (const { url, integrity } of inlinedStylesheets(html)) {
    const content = contents.get(url);
    if (content !== undefined && sriHash(content, 'sha256') === integrity) checked.add(url);
  }
  return [...contents.keys()].filter((url) => url.endsWith('.css') && !checked.has(url));
}

/**
 * Adds integrity="sha384-…" (replacing any earlier one) and crossorigin to every script,
 * stylesheet and modulepreload tag. `integrityOf` answers for a URL path of this bundle; a
 * reference it cannot answer for (another host, a missing file) fails the build.
 */
export function addIntegrity(html: string, integrityOf: (url: string) => string | undefined): string {
  let out = html;
  for (const reference of scriptReferences(html)) {
    const integrity = integrityOf(reference.url);
    if (integrity === undefined)
      throw new Error(`no file for ${reference.url}: cannot add its integrity hash`);
    let tag = reference.tag.replace(/\sintegrity\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
    // Same-origin requests in cors mode send no credentials either way; the attribute is what
    // makes the browser check the hash on a module script or stylesheet.
    if (!hasAttribute(tag, 'crossorigin')) tag = tag.replace(/^<(script|link)\b/i, '$& crossorigin');
    tag = tag.replace(/\s*\/?>$/, (end) => ` integrity="${integrity}"${end}`);
    out = out.replace(reference.tag, () => tag);
  }
  return out;
}

/**
 * Adds the integrity attributes to one built bundle's HTML and writes its inventory. `key` is the
 * bundle folder under outRoot ("basic", "aober/chicshes"), `htmlFile` its HTML under outRoot.
 */
export async function writeIntegrity(options: {
  outRoot: string;
  key: string;
  htmlFile: string;
  page: string;
  /** The page's security headers, given the CSP hashes of its inline code. */
  headers: (inlineHashes: InlineHashes) => Record<string, string>;
  /**
   * Lazy chunks (by name, their file name before the hash) the page fetches as it loads
   * (earlyFetchTags); each stays in the import map, from which the checked loader reads its hash.
   */
  fetchedWithPage?: readonly string[];
}): Promise<ScriptsManifest> {
  const assetsDir = path.join(options.outRoot, options.key, 'assets');
  const assetsUrl = `/${options.key}/assets/`;
  const names = (await readdir(assetsDir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.(js|mjs|css)$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const contents = new Map<string, Buffer>();
  for (const name of names) contents.set(`${assetsUrl}${name}`, await readFile(path.join(assetsDir, name)));
  const hashes = new Map([...contents].map(([url, content]) => [url, sriHash(content)] as const));

  const htmlPath = path.join(options.outRoot, options.htmlFile);
  const tagged = addIntegrity(await readFile(htmlPath, 'utf8'), (url) => hashes.get(url));
  const unchecked = uncheckedStylesheets(tagged, contents);
  if (unchecked.length > 0) {
    throw new Error(
      `${options.htmlFile}: ${unchecked.join(', ')}: a stylesheet the page would load later with no integrity ` +
        "to check it by. A part that loads later carries its rules in its chunk: import them with '?inline' " +
        'and apply them with adoptStylesheet (src/ui/adopt-stylesheet.ts).',
    );
  }
  const roles = new Map<string, ScriptRole>(
    scriptReferences(tagged).map((reference) => [reference.url, reference.role]),
  );
  for (const { url } of inlinedStylesheets(tagged)) roles.set(url, 'inlined-stylesheet');
  const lazyChunks = new Map([...contents].filter(([url]) => !roles.has(url) && /\.m?js$/.test(url)));
  const early = (options.fetchedWithPage ?? []).map((name) => {
    const url = [...lazyChunks.keys()].find((chunk) => lazyChunkName(chunk) === name);
    if (url === undefined)
      throw new Error(`${options.htmlFile}: no lazy chunk "${name}" to fetch with the page`);
    return { url, integrity: hashes.get(url) ?? '' };
  });
  const html = withImportMap(afterEntryScript(tagged, earlyFetchTags(early)), importMapTag(lazyChunks));
  const earlyUrls = new Set(early.map(({ url }) => url));
  await writeFile(htmlPath, html);

  const inlineHashes = inlineHashesOf(html);
  const files: InventoryEntry[] = [...hashes].map(([url, integrity]) => ({
    url,
    integrity,
    role: roles.get(url) ?? 'lazy-chunk',
    checkedBy: 'browser',
    ...(earlyUrls.has(url) ? { fetchedWithPage: true as const } : {}),
  }));
  const manifest: ScriptsManifest = {
    page: options.page,
    htmlFile: options.htmlFile,
    htmlIntegrity: sriHash(html),
    inlineHashes,
    headers: options.headers(inlineHashes),
    files,
  };
  await writeFile(
    path.join(options.outRoot, options.key, scriptsManifestName),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  return manifest;
}
