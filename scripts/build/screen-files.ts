import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ScreenName } from '@variants/screens';

/**
 * Where a screen's code is: found by its name, `src/screens/<name>/<name>-screen.tsx`, exporting
 * `Screen`. No list of screens or files to keep in step: a row in variants/screens.ts and this
 * file are the screen.
 */
export function screenModulePath(root: string, screen: string): string {
  return path.join(root, 'src', 'screens', screen, `${screen}-screen.tsx`);
}

/**
 * One problem per registry entry whose screen has no code, naming the entry, the file to write and
 * what it exports. Checked with the registry, before anything is built: otherwise the first to notice
 * is the bundler, deep in the server render of first screens, with an unresolved import.
 */
export function missingScreenFiles(
  root: string,
  entries: readonly { path: string; screen: ScreenName }[],
): string[] {
  return entries
    .filter((entry) => !existsSync(screenModulePath(root, entry.screen)))
    .map(
      (entry) =>
        `${entry.path}: screen '${entry.screen}' has no ${path.relative(root, screenModulePath(root, entry.screen))}: ` +
        'write it, exporting Screen (README, "A variant with a screen of its own")',
    );
}
