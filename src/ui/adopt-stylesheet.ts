const adopted = new Set<string>();

/**
 * Applies the stylesheet of a part that loads later. Its rules come as text inside the part's own
 * chunk (`import css from '…css?inline'`), not as a stylesheet file: a file that the bundler's
 * preload helper links later carries no integrity, while the chunk is checked by the page's import
 * map like every other lazy chunk (scripts/build/integrity.ts). A changed stylesheet can read what
 * the shopper types (an @font-face per digit with a unicode-range asks the server for the fonts of
 * the digits shown), so it must be refused like a changed script, and it is: its chunk is.
 *
 * A constructed stylesheet, because the CSP has no 'unsafe-inline' for styles: a new <style> would
 * be refused, while the CSSOM is not governed by style-src (Chromium, Firefox and WebKit alike;
 * e2e/lazy-chunk-integrity.e2e.ts checks it under the real policy). Every browser the build
 * targets (Vite's baseline: Chrome 111, Firefox 114, Safari 16.4) has adoptedStyleSheets. The
 * rules apply when the chunk runs, before the part first renders; a stylesheet two modules of a
 * part share is adopted once.
 */
export function adoptStylesheet(css: string): void {
  if (adopted.has(css)) return;
  adopted.add(css);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
