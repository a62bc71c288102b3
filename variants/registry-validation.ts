import { screenNames } from '@variants/screens';
import { settingsSchema } from '@variants/settings';
import * as v from 'valibot';

/**
 * Checks the whole registry and returns every problem at once, each naming the variant and the
 * field ("eupago: settings.shwoAmount: unknown setting (did you mean showAmount?)"), so one build
 * run shows everything a new entry got wrong. An empty list means the registry is sound.
 */
export interface RegistryInput {
  variants: readonly unknown[];
  pages: readonly unknown[];
  themeNames: readonly string[];
}

const settingNames = Object.keys(settingsSchema.entries);

const entrySchema = v.strictObject({
  path: v.string(),
  screen: v.picklist(screenNames),
  theme: v.string(),
  settings: v.optional(v.partial(settingsSchema)),
});

const pageSchema = v.strictObject({
  path: v.string(),
  screen: v.picklist(screenNames),
  theme: v.string(),
});

/** Lower-case letters, digits, '_', '-', '.' in '/'-separated segments; no leading or trailing '/'. */
const safePath = /^[a-z0-9_.-]+(\/[a-z0-9_.-]+)*$/;

/**
 * Top-level names the deployment uses for itself (GET /configuration, the gateway proxy, the
 * build's own reports), so no variant may take them.
 */
const reservedTopLevel = new Set([
  'configuration',
  'gateway',
  'deploy',
  'routes.json',
  'build-report.json',
  // Each merchant's kept releases in the bucket (scripts/deploy/release-records.ts).
  '_releases',
]);

/** The build-output key of a path: "aober/chicshes.html" → "aober/chicshes". */
export function variantKey(path: string): string {
  return path.endsWith('.html') ? path.slice(0, -'.html'.length) : path;
}

export function pathProblems(path: string): string[] {
  const problems: string[] = [];
  if (path.includes('..')) problems.push("must not contain '..'");
  if (path.startsWith('/')) problems.push("must not start with '/'");
  // The generic rule only when no more specific one above already explains the path.
  if (problems.length === 0 && !safePath.test(path)) {
    problems.push("only a-z, 0-9, '_', '-', '.' in '/'-separated segments, no empty segment or trailing '/'");
  }
  const segments = path.split('/');
  // Each bundle writes its hashed files to <key>/assets/, so no variant may live inside one.
  if (segments.includes('assets')) problems.push("'assets' is reserved for each bundle's files");
  if (segments.some((segment) => segment === '.')) problems.push("must not contain a '.' segment");
  if (segments.slice(0, -1).some((segment) => segment.endsWith('.html'))) {
    problems.push("only the last segment may end with '.html'");
  }
  if (path === '.html' || path.endsWith('/.html')) problems.push("'.html' needs a name before it");
  const first = segments[0] ?? '';
  if (reservedTopLevel.has(first) || reservedTopLevel.has(variantKey(first))) {
    problems.push(`'${first}' is reserved for the deployment`);
  }
  return problems;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

function closest(name: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance <= 3 && (best === undefined || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/** " (did you mean showAmount?)" when a candidate is close to the name, else ''. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const suggestion = closest(name, candidates);
  return suggestion === undefined ? '' : ` (did you mean ${suggestion}?)`;
}

/** One valibot issue as "<prefix><dot.path>: <what is wrong>", naming close keys for an unknown one. */
export function describeIssue(
  issue: v.BaseIssue<unknown>,
  fieldPrefix: string,
  knownKeys: readonly string[],
): string {
  const dotPath = v.getDotPath(issue) ?? '';
  const field = fieldPrefix + dotPath;
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    const key = dotPath.split('.').at(-1) ?? dotPath;
    const what = fieldPrefix === 'settings.' ? 'unknown setting' : 'unknown field';
    return `${field}: ${what}${didYouMean(key, knownKeys)}`;
  }
  if (issue.received === 'undefined') return `${field}: missing`;
  // A screen the table does not hold: say which table, and the likeliest meant name, not every name.
  if (field === 'screen' && issue.type === 'picklist') {
    return `${field}: unknown screen ${issue.received}${didYouMean(String(issue.input), screenNames)}: every screen is a row of variants/screens.ts`;
  }
  // A check says in its own words what the value must look like.
  if (issue.type === 'check') return `${field}: ${issue.message}, received ${issue.received}`;
  return `${field}: expected ${issue.expected ?? issue.type}, received ${issue.received}`;
}

function entryName(entry: unknown, index: number, list: string): string {
  if (typeof entry === 'object' && entry !== null && 'path' in entry && typeof entry.path === 'string') {
    return entry.path;
  }
  return `${list}[${index}]`;
}

function validateEntry(
  entry: unknown,
  name: string,
  schema: typeof entrySchema | typeof pageSchema,
  themeNames: readonly string[],
): string[] {
  const problems: string[] = [];
  const result = v.safeParse(schema, entry, { abortEarly: false });
  for (const issue of result.issues ?? []) {
    const path = issue.path ?? [];
    const inSettings = path[0]?.key === 'settings' && path.length > 1;
    if (inSettings) {
      // Report settings fields as "settings.<name>", relative to the settings object.
      const inner = { ...issue, path: path.slice(1) } as v.BaseIssue<unknown>;
      problems.push(`${name}: ${describeIssue(inner, 'settings.', settingNames)}`);
    } else {
      problems.push(`${name}: ${describeIssue(issue, '', Object.keys(schema.entries))}`);
    }
  }
  if (typeof entry !== 'object' || entry === null) return problems;

  if ('path' in entry && typeof entry.path === 'string') {
    for (const problem of pathProblems(entry.path)) problems.push(`${name}: path: ${problem}`);
  }
  if ('theme' in entry && typeof entry.theme === 'string' && !themeNames.includes(entry.theme)) {
    problems.push(`${name}: theme: unknown theme '${entry.theme}'${didYouMean(entry.theme, themeNames)}`);
  }
  if ('settings' in entry && typeof entry.settings === 'object' && entry.settings !== null) {
    for (const [key, value] of Object.entries(entry.settings)) {
      // A present-but-undefined key would overwrite the default with undefined when merged.
      if (value === undefined)
        problems.push(`${name}: settings.${key}: no value (leave it out to keep the default)`);
    }
    if ('theme' in entry.settings) {
      problems.push(`${name}: settings.theme: set the entry's theme field instead`);
    }
  }
  return problems;
}

export function validateRegistry(input: RegistryInput): string[] {
  const problems: string[] = [];
  const keys = new Map<string, string>();
  const all = [
    ...input.variants.map((entry, index) => ({ entry, list: 'variants', index, schema: entrySchema })),
    ...input.pages.map((entry, index) => ({ entry, list: 'pages', index, schema: pageSchema })),
  ];
  for (const { entry, list, index, schema } of all) {
    const name = entryName(entry, index, list);
    problems.push(...validateEntry(entry, name, schema, input.themeNames));
    if (typeof entry === 'object' && entry !== null && 'path' in entry && typeof entry.path === 'string') {
      // "x" and "x.html" would both build into dist/x/, so they count as the same variant.
      const key = variantKey(entry.path);
      const earlier = keys.get(key);
      if (earlier !== undefined) {
        problems.push(
          earlier === entry.path
            ? `${name}: path: duplicate path`
            : `${name}: path: builds into the same folder as '${earlier}'`,
        );
      } else {
        keys.set(key, entry.path);
      }
    }
  }
  return problems;
}
