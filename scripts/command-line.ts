import { parseArgs } from 'node:util';
import { warnWhenNodeIsOld } from './node-line';

/**
 * The command line of every `npm run` command (start, dev, build, deploy, verify-deploy, bench,
 * screenshots), read with Node's own `util.parseArgs` in strict mode: an option the command does
 * not know, a value missing after an option that takes one, or a value given to a switch is a
 * `UsageError` whose message names the option and lists the ones the command knows. Each command
 * keeps its own rules between options (what needs what) in its own parse function; its `main`
 * prints the message and exits with code 2, as a usage error.
 */

export class UsageError extends Error {
  override name = 'UsageError';
}

/** One option: a switch (`boolean`) or one taking a value (`string`, named `value` in the list). */
export type OptionSpec =
  | { type: 'boolean'; value?: never }
  | { type: 'string'; value: string; multiple?: boolean };
export type OptionSpecs = Record<string, OptionSpec>;

type Values<T extends OptionSpecs> = {
  [K in keyof T]?: T[K] extends { type: 'boolean' }
    ? boolean
    : T[K] extends { multiple: true }
      ? string[]
      : string;
};

/** `--dry-run, --prefix <path>`: what a message lists as the known options. */
export function knownOptions(options: OptionSpecs): string {
  const names = Object.entries(options).map(([name, spec]) =>
    spec.type === 'boolean' ? `--${name}` : `--${name} <${spec.value}>`,
  );
  return names.length === 0 ? 'none' : names.join(', ');
}

export function parseCommandLine<T extends OptionSpecs>(
  command: string,
  argv: readonly string[],
  options: T,
  settings: { positionals?: string } = {},
): { values: Values<T>; positionals: string[] } {
  // Every command reads its options here first, so this is where a Node too old is named once.
  warnWhenNodeIsOld(command);
  const config = Object.fromEntries(
    Object.entries(options).map(([name, spec]) => [
      name,
      spec.type === 'boolean'
        ? { type: 'boolean' as const }
        : { type: 'string' as const, multiple: spec.multiple ?? false },
    ]),
  );
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: config,
      strict: true,
      allowPositionals: settings.positionals !== undefined,
    });
    return { values: values as Values<T>, positionals };
  } catch (error) {
    const known = `${command} knows: ${knownOptions(options)}${settings.positionals ? `, and ${settings.positionals}` : ''}`;
    throw new UsageError(`${command}: ${problemOf(error, Object.keys(options))}; ${known}`);
  }
}

/** util.parseArgs says what is wrong at length; this says it in a few words. */
function problemOf(error: unknown, names: readonly string[]): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const suggestion = closest(quoted.replace(/^-+/, '').split('=')[0] ?? '', names);
    return `unknown option ${quoted}${suggestion ? ` (did you mean --${suggestion}?)` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument ${quoted}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const option = quoted.split(' ')[0] ?? quoted;
    return message.includes('does not take an argument')
      ? `${option} takes no value`
      : `${option} needs a value`;
  }
  return message;
}

/** The known name a typo most likely meant: at most two edits away, for names of 4+ letters. */
export function closest(typed: string, names: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(typed, name);
    if (distance <= Math.min(2, Math.floor(name.length / 3)) && (!best || distance < best.distance)) {
      best = { name, distance };
    }
  }
  return best?.name;
}

/** Levenshtein distance, counting a swap of two neighbouring letters as one edit (--rebiuld). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}
