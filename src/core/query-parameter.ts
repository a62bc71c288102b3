/*
 * Editing one parameter of an address's query as raw text. The merchant's query reaches every URL
 * the page builds byte for byte (architecture principle 10): merchants sign their links, and the
 * failure URL defaults to the page's own address. Rewriting a query through URLSearchParams would
 * re-encode every parameter ('%20' becomes '+', '%2C' becomes ','), so this edits the text instead.
 */

/**
 * A raw query key or value decoded as URLSearchParams decodes it ('+' is a space, an escape that is
 * not valid stays as written), so a key matches here exactly when the page's config reads it.
 */
export function decodeQueryComponent(raw: string): string {
  // Never '&' or '#' inside one component: those ended it already.
  return new URLSearchParams(`x=${raw}`).get('x') ?? '';
}

function keyOf(pair: string): string {
  const equals = pair.indexOf('=');
  return decodeQueryComponent(equals === -1 ? pair : pair.slice(0, equals));
}

/** An address cut at its query: what comes before '?', the raw pairs, and the fragment ('' or '#…'). */
interface QueryParts {
  beforeQuery: string;
  pairs: string[];
  fragment: string;
}

function queryParts(url: string): QueryParts | undefined {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return undefined;
  return {
    beforeQuery: beforeHash.slice(0, queryAt),
    pairs: beforeHash.slice(queryAt + 1).split('&'),
    fragment: hashAt === -1 ? '' : url.slice(hashAt),
  };
}

/** The address again from its parts with `pairs` as its query (none left: no '?'). */
function withPairs(parts: QueryParts, pairs: readonly string[]): string {
  const query = pairs.join('&');
  return `${parts.beforeQuery}${query === '' ? '' : `?${query}`}${parts.fragment}`;
}

/**
 * `url` with its query parameter `key` edited in place; every other byte (the other parameters,
 * their order and encoding, empty pairs, the fragment) stays as it came.
 *
 * `edit` receives the raw (still encoded) value of the key's first occurrence, the one the page
 * reads (page-config.ts: the first occurrence wins), '' for a key without '='. It returns the new
 * raw value, already encoded, which replaces only that value's bytes (the key keeps its spelling),
 * or undefined to remove the parameter: then every occurrence goes, so that a later one, ignored
 * until now, does not take its place on a reload. Without the key the address is returned as is.
 */
export function editQueryParameter(
  url: string,
  key: string,
  edit: (rawValue: string) => string | undefined,
): string {
  const parts = queryParts(url);
  if (parts === undefined) return url;
  const { pairs } = parts;
  const first = pairs.findIndex((pair) => pair !== '' && keyOf(pair) === key);
  if (first === -1) return url;
  const pair = pairs[first] ?? '';
  const equals = pair.indexOf('=');
  const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
  const next = edit(rawValue);
  if (next === rawValue) return url;
  const edited =
    next === undefined
      ? pairs.filter((other) => other === '' || keyOf(other) !== key)
      : pairs.map((other, index) =>
          index === first ? `${equals === -1 ? pair : pair.slice(0, equals)}=${next}` : other,
        );
  return withPairs(parts, edited);
}

/**
 * `url` with the value of every occurrence of `key` passed through `edit` (raw in, raw out), every
 * other byte as it came. For what must hold of a parameter wherever it appears, not only of the
 * occurrence the page reads (no full card number in any copy of tokenList).
 */
export function editEveryQueryParameter(
  url: string,
  key: string,
  edit: (rawValue: string) => string,
): string {
  const parts = queryParts(url);
  if (parts === undefined) return url;
  const edited = parts.pairs.map((pair) => {
    if (pair === '' || keyOf(pair) !== key) return pair;
    const equals = pair.indexOf('=');
    if (equals === -1) return pair;
    return `${pair.slice(0, equals)}=${edit(pair.slice(equals + 1))}`;
  });
  // Nothing edited: the address exactly as it came (a bare trailing '?' included).
  if (edited.every((pair, index) => pair === parts.pairs[index])) return url;
  return withPairs(parts, edited);
}

/**
 * `url` with every occurrence of each key of `entries` removed and `key=value` appended for each,
 * in order (values encoded here); every other byte stays as it came: the other parameters, their
 * order and encoding, empty pairs ('&&'), the fragment. An address without a query gets one. For
 * what the page reports to an address the merchant gave (the failure URL): the merchant may have
 * signed its query, so its bytes are a prefix of what is sent.
 */
export function withQueryParameters(url: string, entries: readonly (readonly [string, string])[]): string {
  const hashAt = url.indexOf('#');
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  let withoutFragment = hashAt === -1 ? url : url.slice(0, hashAt);
  for (const [key] of entries) withoutFragment = editQueryParameter(withoutFragment, key, () => undefined);
  const added = entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  if (added.length === 0) return `${withoutFragment}${fragment}`;
  // Joined to what is there with one '&', unless the query is empty or already ends with one.
  const separator = !withoutFragment.includes('?') ? '?' : /[?&]$/.test(withoutFragment) ? '' : '&';
  return `${withoutFragment}${separator}${added.join('&')}${fragment}`;
}
