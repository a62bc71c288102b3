/**
 * The XSRF rule of spec section 7: copy the `XSRF-TOKEN` cookie into `X-XSRF-TOKEN` for write
 * methods to URLs on the page's own origin only. Absolute URLs to another origin and
 * protocol-relative `//host` URLs never get the token, so it cannot leak to a third party.
 */
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function isSameOriginTarget(url: string, pageOrigin: string): boolean {
  // `//evil.example/x` looks relative but is another host.
  if (/^[\\/]{2}/.test(url.trim())) return false;
  try {
    return new URL(url, pageOrigin).origin === new URL(pageOrigin).origin;
  } catch {
    return false;
  }
}

export function xsrfHeaderFor(a: {
  method: string;
  url: string;
  pageOrigin: string;
  cookies: string;
  existingHeaders: Headers;
}): string | undefined {
  if (!writeMethods.has(a.method.toUpperCase())) return undefined;
  if (a.existingHeaders.has('X-XSRF-TOKEN')) return undefined;
  if (!isSameOriginTarget(a.url, a.pageOrigin)) return undefined;
  const token = readCookie(a.cookies, 'XSRF-TOKEN');
  return token ? token : undefined;
}
