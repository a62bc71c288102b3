import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Post-build step of one bundle (PCI DSS 6.4.3 / 11.6.1): every <script src>, stylesheet and
 * modulepreload tag of the built HTML gets a Subresource Integrity hash (sha384), and the bundle's
 * inventory is written to dist/<key>/scripts-manifest.json: each script and stylesheet file, its
 * hash, why it is there, the hash of the HTML itself and the security headers the page must be
 * served with. `npm run verify-deploy` compares a deployed site against these inventories.
 *
 * Chunks loaded later by import() (and their stylesheets) cannot carry an integrity attribute
 * from HTML: they are listed with their hash and role "lazy-chunk" / "lazy-stylesheet", and are
 * covered by verify-deploy instead of by the browser.
 */

export type ScriptRole = 'entry' | 'preload' | 'stylesheet' | 'lazy-chunk' | 'lazy-stylesheet';

export interface InventoryEntry {
  /** The URL path, e.g. "/basic/assets/index-Brdmv-px.js". */
  url: string;
  /** "sha384-<base64>", the SRI form. */
  integrity: string;
  role: ScriptRole;
  /** 'browser': the HTML tag carries the hash; 'verify-deploy': only the deploy check sees it. */
  checkedBy: 'browser' | 'verify-deploy';
}

export interface ScriptsManifest {
  /** The route path of the page, e.g. "/basic/". */
  page: string;
  /** The HTML file under dist/, e.g. "basic/index.html". */
  htmlFile: string;
  /** Hash of the HTML as built (with its integrity attributes). */
  htmlIntegrity: string;
  /** The security headers the page must be served with (lower-case names). */
  headers: Record<string, string>;
  files: InventoryEntry[];
}

export const scriptsManifestName = 'scripts-manifest.json';

export function sriHash(content: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
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
  headers: Record<string, string>;
}): Promise<ScriptsManifest> {
  const assetsDir = path.join(options.outRoot, options.key, 'assets');
  const assetsUrl = `/${options.key}/assets/`;
  const names = (await readdir(assetsDir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.(js|mjs|css)$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const hashes = new Map<string, string>();
  for (const name of names)
    hashes.set(`${assetsUrl}${name}`, sriHash(await readFile(path.join(assetsDir, name))));

  const htmlPath = path.join(options.outRoot, options.htmlFile);
  const html = addIntegrity(await readFile(htmlPath, 'utf8'), (url) => hashes.get(url));
  await writeFile(htmlPath, html);

  const roles = new Map(scriptReferences(html).map((reference) => [reference.url, reference.role]));
  const files: InventoryEntry[] = [...hashes].map(([url, integrity]) => {
    const role = roles.get(url) ?? (url.endsWith('.css') ? 'lazy-stylesheet' : 'lazy-chunk');
    return { url, integrity, role, checkedBy: roles.has(url) ? 'browser' : 'verify-deploy' };
  });
  const manifest: ScriptsManifest = {
    page: options.page,
    htmlFile: options.htmlFile,
    htmlIntegrity: sriHash(html),
    headers: options.headers,
    files,
  };
  await writeFile(
    path.join(options.outRoot, options.key, scriptsManifestName),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  return manifest;
}
