import type { PageEntry, VariantEntry } from '@variants/registry';
import { describeIssue, validateRegistry, variantKey } from '@variants/registry-validation';
import { themeProblems } from '@variants/theme-validation';
import type { Theme } from '@variants/themes';
import * as v from 'valibot';

/**
 * Merchants as data in a JSON file (variants/merchants.json by default), so that adding a
 * hundred merchants is writing data, not TypeScript:
 *
 *   { "themes": { "acme-theme": { …a Theme… } },
 *     "variants": [{ "path": "acme", "screen": "card-form", "theme": "acme-theme",
 *                    "settings": { "showAmount": true } }] }
 *
 * Its variants are checked by the registry's own validation (the same valibot schema, the same
 * "did you mean" messages) and its themes by the check variants/themes.ts gets too
 * (theme-validation.ts: the schema and the WCAG AA pairs); every problem names the file, the
 * entry and the field. The build merges the file after variants/registry.ts and
 * variants/themes.ts; neither may be redefined by it.
 */

const fileSchema = v.strictObject({
  themes: v.optional(v.record(v.string(), v.unknown())),
  variants: v.array(v.unknown()),
});

export interface MerchantRegistry {
  variants: readonly VariantEntry[];
  pages: readonly PageEntry[];
  themes: Record<string, Theme>;
}

export type MerchantFileResult =
  | { ok: true; registry: MerchantRegistry; added: number }
  | { ok: false; problems: string[] };

/**
 * The registry with the file's merchants after the built-in ones, or every problem of the file,
 * each starting with `file`. `data` is the parsed JSON.
 */
export function mergeMerchantFile(
  data: unknown,
  options: { file: string; base: MerchantRegistry },
): MerchantFileResult {
  const { file, base } = options;
  const named = (problems: readonly string[]) => problems.map((problem) => `${file}: ${problem}`);
  const shape = v.safeParse(fileSchema, data, { abortEarly: false });
  if (!shape.success) {
    return {
      ok: false,
      problems: named(shape.issues.map((issue) => describeIssue(issue, '', Object.keys(fileSchema.entries)))),
    };
  }
  const problems: string[] = [];
  const fileThemes = shape.output.themes ?? {};
  for (const [name, theme] of Object.entries(fileThemes)) {
    if (Object.hasOwn(base.themes, name)) {
      problems.push(`themes.${name}: already defined in variants/themes.ts`);
      continue;
    }
    problems.push(...themeProblems(name, theme));
  }
  const themeNames = [...Object.keys(base.themes), ...Object.keys(fileThemes)];
  // The entries alone (no pages), so every message is about this file's own data.
  problems.push(...validateRegistry({ variants: shape.output.variants, pages: [], themeNames }));
  const builtIn = new Map(
    [...base.variants, ...base.pages].map((entry) => [variantKey(entry.path), entry.path] as const),
  );
  for (const entry of shape.output.variants) {
    const path = (entry as { path?: unknown } | null)?.path;
    if (typeof path !== 'string') continue;
    const clash = builtIn.get(variantKey(path));
    if (clash !== undefined) {
      problems.push(
        `${path}: path: ${clash === path ? 'already in' : `builds into the same folder as '${clash}' of`} variants/registry.ts`,
      );
    }
  }
  if (problems.length > 0) return { ok: false, problems: named(problems) };
  const variants = shape.output.variants as VariantEntry[];
  return {
    ok: true,
    added: variants.length,
    registry: {
      variants: [...base.variants, ...variants],
      pages: base.pages,
      themes: { ...base.themes, ...(fileThemes as Record<string, Theme>) },
    },
  };
}
