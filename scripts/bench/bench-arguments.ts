import { closest, parseCommandLine, UsageError } from '@scripts/command-line';
import { type LoadProfileName, loadProfiles } from './throttled-page';

export interface BenchArguments {
  names: string[];
  /** `--json FILE`: the load bench writes its records there (load-aims.ts). */
  json?: string;
  /** `--loads N`: cold loads per page for the load bench (default 7), e.g. 1 for a quick check. */
  loads?: number;
  /**
   * `--pages basic,gett`: the load bench loads only these of its pages (by variant path), and the
   * floors, which every ratio divides by: a quicker run for a change that touches one page.
   */
  pages?: string[];
  /**
   * `--profiles 4g` (or `slow`, or both): the load bench loads on these profiles only
   * (throttled-page.ts), e.g. many loads on 4G alone to narrow its intervals.
   */
  profiles?: LoadProfileName[];
}

const loadProfileNames = Object.keys(loadProfiles) as LoadProfileName[];

export const benchOptions = {
  json: { type: 'string', value: 'file' },
  loads: { type: 'string', value: 'count' },
  pages: { type: 'string', value: 'list' },
  profiles: { type: 'string', value: 'list' },
} as const;

/** A comma list's entries, trimmed, empty ones dropped; undefined when the option was not given. */
function commaList(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * `npm run bench -- [name…] [--json FILE] [--loads N] [--pages a,b] [--profiles slow,4g]`: the benches to run, by name, in the order
 * bench.ts lists them (all when none is named). An unknown option or name is a UsageError that
 * lists what it knows.
 */
export function parseBenchArguments(argv: readonly string[], names: readonly string[]): BenchArguments {
  const known = `bench names: ${names.join(', ')}`;
  const { values, positionals } = parseCommandLine('npm run bench', argv, benchOptions, {
    positionals: known,
  });
  const unknown = positionals.filter((name) => !names.includes(name));
  if (unknown.length > 0) {
    const hints = unknown.map((name) => {
      const near = closest(name, names);
      return near ? `${name} (did you mean ${near}?)` : name;
    });
    throw new UsageError(`npm run bench: unknown bench ${hints.join(', ')}; ${known}`);
  }
  if (values.json === '') throw new UsageError('npm run bench: --json needs a file');
  let loads: number | undefined;
  if (values.loads !== undefined) {
    loads = Number(values.loads);
    if (!Number.isInteger(loads) || loads < 1) {
      throw new UsageError(`npm run bench: --loads needs a whole number of at least 1, got ${values.loads}`);
    }
  }
  const pages = commaList(values.pages);
  if (pages !== undefined && pages.length === 0) {
    throw new UsageError('npm run bench: --pages needs a comma list of variant paths, e.g. basic,gett');
  }
  const profiles = commaList(values.profiles);
  if (profiles !== undefined) {
    const unknownProfile = profiles.find((name) => !(loadProfileNames as readonly string[]).includes(name));
    if (unknownProfile !== undefined || profiles.length === 0) {
      throw new UsageError(
        `npm run bench: --profiles takes ${loadProfileNames.join(', ')} (comma-separated), got ${values.profiles}`,
      );
    }
  }
  return {
    names: positionals,
    ...(values.json !== undefined ? { json: values.json } : {}),
    ...(loads !== undefined ? { loads } : {}),
    ...(pages !== undefined ? { pages } : {}),
    ...(profiles !== undefined ? { profiles: [...new Set(profiles as LoadProfileName[])] } : {}),
  };
}
