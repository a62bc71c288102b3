/**
 * Stands in for `i18next` where react-i18next imports it (variant-vite-config resolves it here for
 * react-i18next's files only). react-i18next takes one function from it, keyFromSelector, for keys
 * written as selectors (`t(($) => $.card.number)`); importing it from i18next would put all of
 * i18next in the first load, where the page hydrates without it (src/platform/start-up-texts.ts).
 * The same function as i18next's (i18next-selector-key.test.ts compares the two); i18next itself
 * still comes, in a chunk of its own, once the form is usable.
 */
const pathKey = Symbol('selector path');

type Selector = (path: unknown) => unknown;

interface SelectorKeyOptions {
  keySeparator?: string;
  nsSeparator?: string | false;
  ns?: string | readonly string[];
  enableSelector?: boolean | 'strict';
}

function recordingProxy(): unknown {
  const path: PropertyKey[] = [];
  const handler: ProxyHandler<object> = {
    get: (target, key) => {
      if (key === pathKey) return path;
      path.push(key);
      return new Proxy(target, handler);
    },
  };
  return new Proxy(Object.create(null), handler);
}

export function keyFromSelector(selector: Selector, options?: SelectorKeyOptions): string {
  const path = (selector(recordingProxy()) as Record<symbol, PropertyKey[]>)[pathKey] as string[];
  const keySeparator = options?.keySeparator ?? '.';
  const nsSeparator = options?.nsSeparator ?? ':';
  const strict = options?.enableSelector === 'strict';
  const ns = options?.ns;
  if (path.length > 1 && nsSeparator) {
    const list = Array.isArray(ns) ? ns : strict && typeof ns === 'string' ? [ns] : null;
    if (list) {
      const candidates = strict ? list : list.length > 1 ? list.slice(1) : [];
      const first = path[0] as string;
      if (candidates.includes(first)) return `${first}${nsSeparator}${path.slice(1).join(keySeparator)}`;
    }
  }
  return path.join(keySeparator);
}
