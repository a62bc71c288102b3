/**
 * The shape both build-time allow-lists share (HPP_FRAME_ANCESTORS, HPP_MERCHANT_HOSTS):
 *
 *   "basic=item item; *=item"
 *
 * Entries are separated by ';'; each names a variant's registry path (or '*' for every variant
 * the list may apply to) and, after '=', its items.
 */
export interface VariantLists {
  /** Items for every variant. */
  all: readonly string[];
  /** Items for one variant, by registry path. */
  byVariant: Readonly<Record<string, readonly string[]>>;
}

export interface VariantListsFormat {
  /** The environment variable's name, which starts every error message. */
  variable: string;
  /** What the items are called in the message for an entry without "variant=": 'origins', 'hosts'. */
  itemsName: string;
  /** What separates the items of one entry. */
  itemSeparator: RegExp;
  /** Why an item is refused, or undefined when it is fine. */
  itemProblem: (item: string) => string | undefined;
  /** Why a name is refused that is not one of `variantPaths`. */
  unknownVariant: (name: string) => string;
}

/** Reads `text` in that shape; any malformed entry, item or name throws, naming the variable. */
export function parseVariantLists(
  text: string | undefined,
  variantPaths: readonly string[],
  format: VariantListsFormat,
): VariantLists {
  const fail = (problem: string): never => {
    throw new Error(`${format.variable}: ${problem}`);
  };
  const all: string[] = [];
  const byVariant: Record<string, string[]> = {};
  for (const entry of (text ?? '').split(';')) {
    if (entry.trim() === '') continue;
    const equals = entry.indexOf('=');
    if (equals === -1) fail(`"${entry.trim()}" has no "variant=" before its ${format.itemsName}`);
    const name = entry.slice(0, equals).trim();
    const items = entry
      .slice(equals + 1)
      .split(format.itemSeparator)
      .filter((item) => item !== '');
    for (const item of items) {
      const problem = format.itemProblem(item);
      if (problem !== undefined) fail(`"${item}" ${problem}`);
    }
    if (name === '*') all.push(...items);
    else if (variantPaths.includes(name)) byVariant[name] = [...(byVariant[name] ?? []), ...items];
    else fail(`"${name}" ${format.unknownVariant(name)}`);
  }
  return { all, byVariant };
}
