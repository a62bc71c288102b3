import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { scriptReferences, sriHash } from './integrity';

/**
 * Puts the page's own stylesheet into its HTML as a <style> element: the prerendered form then
 * paints with the HTML alone, one round trip sooner than after a second request (150 ms on the
 * load bench's slow phone), and gzip shares the class names between the markup and the rules. It
 * is allowed by its hash in the page's CSP (integrity.ts inlineHashesOf). The file stays, named on
 * the element with its integrity: where a policy without that hash refuses the <style> (a host's
 * headers older than its HTML during a deployment), the page's script links the file instead
 * (src/platform/refused-stylesheet.ts). Only the first screen's stylesheet is in the HTML; a lazy
 * part's comes with that part.
 */
export function withInlineStylesheets(html: string, cssOf: (url: string) => string | undefined): string {
  let out = html;
  for (const reference of scriptReferences(html)) {
    if (reference.role !== 'stylesheet') continue;
    const css = cssOf(reference.url);
    if (css === undefined) throw new Error(`no file for ${reference.url}: cannot inline it`);
    // The HTML parser ends a <style> at the first "</style"; a stylesheet holding one stays a file.
    if (/<\/style/i.test(css)) throw new Error(`${reference.url} holds "</style": cannot inline it`);
    // Relative url()s would resolve against the page instead of the stylesheet's folder.
    if (/url\(\s*['"]?(?![a-z]+:|\/)/i.test(css))
      throw new Error(`${reference.url} has a relative url(): cannot inline it`);
    const fallback = ` data-href="${reference.url}" data-integrity="${sriHash(css, 'sha256')}"`;
    out = out.replace(reference.tag, () => `<style${fallback}>${css.trim()}</style>`);
  }
  return out;
}

/** Inlines the stylesheets of one built HTML file (served from `assetsUrl`); their files stay. */
export async function inlineBundleStylesheets(options: {
  html: string;
  assetsDir: string;
  assetsUrl: string;
}): Promise<string> {
  const files = new Map<string, string>();
  for (const reference of scriptReferences(options.html)) {
    if (reference.role !== 'stylesheet' || !reference.url.startsWith(options.assetsUrl)) continue;
    const file = path.join(options.assetsDir, reference.url.slice(options.assetsUrl.length));
    files.set(reference.url, await readFile(file, 'utf8'));
  }
  return withInlineStylesheets(options.html, (url) => files.get(url));
}
