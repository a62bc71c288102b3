/**
 * The page's stylesheet is inlined into its HTML and allowed by its hash in the page's CSP. While
 * a deployment changes (new HTML already served, the hosts' headers not yet), or behind a host
 * that sends a policy of its own, that hash can be missing and the browser refuses the <style>:
 * the form would stay unstyled. The build keeps the same rules as a file, named on the element
 * (data-href, data-integrity); this puts it back as a stylesheet link, which `style-src 'self'`
 * allows, checked by its integrity like every other file. Returns whether it had to.
 */
export function restoreRefusedStylesheet(doc: Document = document): boolean {
  const inline = doc.querySelector<HTMLStyleElement>('style[data-href]');
  // A <style> the policy refused has no style sheet; one that applied has.
  if (!inline || inline.sheet) return false;
  const href = inline.dataset.href;
  if (!href) return false;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.crossOrigin = 'anonymous';
  if (inline.dataset.integrity) link.integrity = inline.dataset.integrity;
  inline.after(link);
  return true;
}
