/**
 * Copies `text` with the async Clipboard API. Resolves false where there is none (an http page on
 * a LAN address is not a secure context) or the browser refuses, so the caller can tell the
 * tester to copy by hand instead of failing silently.
 */
export async function copyToClipboard(
  text: string,
  clipboard: Clipboard | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  if (clipboard === undefined || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
