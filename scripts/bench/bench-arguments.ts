import { closest, parseCommandLine, UsageError } from '@scripts/command-line';

/**
 * `npm run bench -- [name…]`: the benches to run, by name, in the order bench.ts lists them (all
 * when none is named). It takes no options: an option or an unknown name is a UsageError that
 * lists the names.
 */
export function parseBenchArguments(argv: readonly string[], names: readonly string[]): string[] {
  const known = `bench names: ${names.join(', ')}`;
  const { positionals } = parseCommandLine('npm run bench', argv, {}, { positionals: known });
  const unknown = positionals.filter((name) => !names.includes(name));
  if (unknown.length > 0) {
    const hints = unknown.map((name) => {
      const near = closest(name, names);
      return near ? `${name} (did you mean ${near}?)` : name;
    });
    throw new UsageError(`npm run bench: unknown bench ${hints.join(', ')}; ${known}`);
  }
  return positionals;
}
