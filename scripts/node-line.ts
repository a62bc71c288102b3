import { readFileSync } from 'node:fs';

/**
 * Which Node the project runs on. package.json `engines` is the floor (`>=24.11`), .nvmrc the line
 * a version manager installs (`24`), .ci/run the exact release CI tests on. A developer still on an
 * older line (Node 20 left support in April 2026) is told by npm at install (EBADENGINE) and again,
 * in one line, by every command: the code may still run there, but nothing is tested there.
 */

/**
 * Whether a version, or the newest release of a partial one (`24` is the newest 24.x, as nvm and
 * fnm read .nvmrc), is at or above a `>=major[.minor[.patch]]` floor. Any other range is "no".
 */
export function meetsFloor(version: string, engines: string): boolean {
  const floor = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(engines.trim());
  const given = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(version.trim());
  if (!floor || !given) return false;
  for (let part = 1; part <= 3; part += 1) {
    // A part the version leaves out stands for the newest of it: at or above any floor inside it.
    if (given[part] === undefined) return true;
    const have = Number(given[part]);
    const need = Number(floor[part] ?? 0);
    if (have !== need) return have > need;
  }
  return true;
}

/** The line a command prints when it runs on a Node below the floor; undefined when it does not. */
export function oldNodeWarning(command: string, running: string, engines: string, nvmrc: string) {
  if (meetsFloor(running, engines)) return undefined;
  return (
    `${command}: Node ${running.replace(/^v/, '')} is older than this project supports (${engines}); ` +
    `it is tested on Node ${nvmrc.trim()}, an LTS line in support. Run \`nvm install\` (it reads .nvmrc), ` +
    'or see docs/testing.md, "What a fresh clone pins".'
  );
}

let warned = false;

/** Prints oldNodeWarning once per process, on stderr, and goes on: a warning, not a refusal. */
export function warnWhenNodeIsOld(command: string): void {
  if (warned) return;
  warned = true;
  try {
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines?: { node?: string } };
    const nvmrc = readFileSync('.nvmrc', 'utf8');
    const warning = oldNodeWarning(command, process.version, engines?.node ?? '', nvmrc);
    if (warning) console.error(warning);
  } catch {
    // Run from another directory, the files are not there; the command itself decides what that means.
  }
}
