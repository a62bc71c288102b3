import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

export interface ProjectCopy {
  root: string;
  /** Rewrites one file of the copy, as an editor's save would. */
  edit: (file: string, change: (text: string) => string) => Promise<void>;
  remove: () => Promise<void>;
}

/** What a dev server reads: the sources, the variants, public/ and the configs beside them. */
const copied = [
  'index.html',
  'package.json',
  'public',
  'scripts',
  'src',
  'tsconfig.app.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'tsconfig.node.json',
  'variants',
  'vite.config.ts',
  'vitest.aliases.ts',
];

/**
 * A copy of the project to edit while `npm run dev` runs in it, so a test can save a broken
 * theme without touching the files of the checkout (or of a test running beside it). It lives
 * under .build/ (git-ignored, same disk), its node_modules hard-linked (two seconds, no bytes
 * copied, and real paths inside the copy, as Vite's file-serving rules want), dist/ linked.
 */
export async function copyProject(from = process.cwd()): Promise<ProjectCopy> {
  const root = path.join(from, '.build', `dev-copy-${process.pid}-${Date.now()}`);
  await mkdir(root, { recursive: true });
  await Promise.all(
    copied.map((name) => cp(path.join(from, name), path.join(root, name), { recursive: true })),
  );
  await promisify(execFile)('cp', ['-al', path.join(from, 'node_modules'), path.join(root, 'node_modules')]);
  await symlink(path.join(from, 'dist'), path.join(root, 'dist'));
  return {
    root,
    edit: async (file, change) => {
      const target = path.join(root, file);
      await writeFile(target, change(await readFile(target, 'utf8')));
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
