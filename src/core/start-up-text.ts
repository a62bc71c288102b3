/**
 * How a text of an already-loaded language file is said before i18next's code has arrived: the
 * part of i18next's t() that the first screen uses, with the page's options (src/platform/i18n.ts
 * textOptions: dotted keys, no namespaces, interpolation not escaped because React escapes). Its
 * answers equal i18next's for every text of every language file (start-up-text.test.ts), so the
 * hydrating render says what the build rendered with i18next. Nesting ($t()), formats
 * ({{value, number}}) and context are not handled: no language file uses them, and that test
 * fails if one starts to.
 */

export type TextTree = Readonly<Record<string, unknown>>;

/** The values a t() call passes: interpolated by name, and `count`, which also picks a plural form. */
export type TextValues = Readonly<Record<string, unknown>>;

function textAt(texts: TextTree, key: string): string | undefined {
  // i18next reads a dotted key as a path first, then as one flat name (its ignoreJSONStructure).
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) {
      node = undefined;
      break;
    }
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node === 'string') return node;
  const flat = texts[key];
  return typeof flat === 'string' ? flat : undefined;
}

// i18next's interpolation: `{{name}}`, and `{{- name}}`, which it would leave unescaped (both the
// same here, as escaping is off). A name the call does not pass stays as written and one passed
// as null or undefined reads as nothing, as in i18next (its skipOnVariables default).
const placeholder = /\{\{-?\s*([^}]+?)\s*\}\}/g;

function interpolate(text: string, values: TextValues | undefined): string {
  return text.replace(placeholder, (match, name: string) => {
    if (!values || !Object.hasOwn(values, name)) return match;
    const value = values[name];
    return value == null ? '' : String(value);
  });
}

/**
 * The text of `key` in `texts`, or undefined when the file has none. With a numeric `count`, the
 * plural form `plural` picks (Intl.PluralRules of the page language) is preferred, and `_zero` for
 * 0 before it, as i18next does; the bare key answers when the form is missing.
 */
export function startUpText(
  texts: TextTree,
  key: string,
  values: TextValues | undefined,
  plural: (count: number) => string,
): string | undefined {
  const count = values?.count;
  const candidates = [key];
  if (typeof count === 'number') {
    candidates.push(`${key}_${plural(count)}`);
    if (count === 0) candidates.push(`${key}_zero`);
  }
  // The last candidate found wins: i18next pops them from the end.
  for (let index = candidates.length - 1; index >= 0; index -= 1) {
    const text = textAt(texts, candidates[index] as string);
    if (text !== undefined) return interpolate(text, values);
  }
  return undefined;
}
