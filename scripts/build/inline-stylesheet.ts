import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { scriptReferences, sriHash } from './integrity';

/**
 * Puts the page's stylesheets into its HTML as one <style> element: the prerendered form then
 * paints with the HTML alone, one round trip sooner than after a second request (150 ms on the
 * load bench's slow phone), and gzip shares the class names between the markup and the rules. It
 * is allowed by its hash in the page's CSP (integrity.ts inlineHashesOf). The same text is kept as
 * a file named by its content, named on the element with its integrity: where a policy without
 * that hash refuses the <style> (a host's headers older than its HTML during a deployment), the
 * page's script links the file instead (src/platform/refused-stylesheet.ts). Only the first
 * screen's stylesheets are in the HTML; a lazy part's comes with that part.
 *
 * The stylesheets are the entry's rules and the variant's theme (variant-plugin.ts
 * themeStylesheet), in the order the HTML links them. One element and one file rather than one
 * each: a second element would carry a second file name and hash in every first load (58 bytes
 * of gzip on nayax, whose first load is within 50 bytes of its budget), for no gain, since the
 * HTML is fetched again on every visit anyway. The entry's stylesheet holds no colour, so a
 * colour change renames this file and changes the HTML, and no script.
 */

/** The name of the page's stylesheet file: its content's hash, as the bundler names its files. */
export function pageStylesheetName(css: string): string {
  return `page-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
}

/**
 * The HTML with its stylesheet links (`assetsUrl` + file name, read through `cssOf`) replaced by
 * one <style>, where the first of them was; and that <style>'s text, as the file to keep under
 * `url`. Without a stylesheet link, the HTML as it is.
 */
export function withInlineStylesheets(
  html: string,
  cssOf: (url: string) => string | undefined,
  assetsUrl: string,
): { html: string; stylesheet?: { url: string; css: string; merged: string[] } } {
  const references = scriptReferences(html).filter((reference) => reference.role === 'stylesheet');
  if (references.length === 0) return { html };
  const parts = references.map((reference) => {
    const part = cssOf(reference.url);
    if (part === undefined) throw new Error(`no file for ${reference.url}: cannot inline it`);
    // The HTML parser ends a <style> at the first "</style"; a stylesheet holding one stays a file.
    if (/<\/style/i.test(part)) throw new Error(`${reference.url} holds "</style": cannot inline it`);
    // Relative url()s would resolve against the page instead of the stylesheet's folder.
    if (/url\(\s*['"]?(?![a-z]+:|\/)/i.test(part))
      throw new Error(`${reference.url} has a relative url(): cannot inline it`);
    return part.trim();
  });
  const css = parts.join('\n');
  const url = `${assetsUrl}${pageStylesheetName(css)}`;
  const element = `<style data-href="${url}" data-integrity="${sriHash(css, 'sha256')}">${css}</style>`;
  let out = html;
  references.forEach((reference, index) => {
    out = out.replace(reference.tag, () => (index === 0 ? element : ''));
  });
  return { html: out, stylesheet: { url, css, merged: references.map((reference) => reference.url) } };
}

/**
 * Inlines the stylesheets of one built HTML file (served from `assetsUrl`) as one <style>, writes
 * its text as the page's stylesheet file and removes the files it was made of: left behind, they
 * would be stylesheets no page checks (integrity.ts uncheckedStylesheets).
 */
export async function inlineBundleStylesheets(options: {
  html: string;
  assetsDir: string;
  assetsUrl: string;
}): Promise<string> {
  const files = new Map<string, string>();
  const fileOf = (url: string) => path.join(options.assetsDir, url.slice(options.assetsUrl.length));
  for (const reference of scriptReferences(options.html)) {
    if (reference.role !== 'stylesheet' || !reference.url.startsWith(options.assetsUrl)) continue;
    files.set(reference.url, await readFile(fileOf(reference.url), 'utf8'));
  }
  const { html, stylesheet } = withInlineStylesheets(
    options.html,
    (url) => files.get(url),
    options.assetsUrl,
  );
  if (stylesheet) {
    await Promise.all(stylesheet.merged.map((url) => rm(fileOf(url))));
    await writeFile(fileOf(stylesheet.url), stylesheet.css);
  }
  return html;
}
