import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisePool } from '@scripts/build/promise-pool';
import { type ReleaseSource, releaseId } from './release-id';

/**
 * The inputs of a release id (release-id.ts), read from the project folder:
 * - in a git work tree, the commit (HEAD), whether anything differs from it (`git status`), and
 *   every file git would take (tracked and untracked, less what .gitignore leaves out), read from
 *   the disk, so an uncommitted change changes the id;
 * - without git (an unpacked archive, git not installed), every file of the folder but the
 *   folders below, which are outputs, caches or tools, never inputs.
 */
const notInputs = new Set([
  '.git',
  'node_modules',
  'dist',
  'coverage',
  'gallery',
  'screenshots',
  'test-results',
  '.bench',
  '.build',
  '.local-s3',
]);

/** `git -C root ...`'s output, or undefined where git or the work tree is missing. */
export function git(root: string, args: readonly string[]): string | undefined {
  try {
    return execFileSync('git', ['-C', root, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

async function walk(root: string, folder = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (notInputs.has(entry.name)) continue;
    const relative = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await walk(root, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

async function hashed(root: string, paths: readonly string[]): Promise<ReleaseSource['files']> {
  const files: { path: string; sha256: string }[] = [];
  await promisePool(paths, 16, async (file) => {
    try {
      const content = await readFile(path.join(root, file));
      files.push({ path: file, sha256: createHash('sha256').update(content).digest('hex') });
    } catch {
      // Listed by git but deleted in the work tree: `dirty` says so, the digest leaves it out.
    }
  });
  return files;
}

export async function readReleaseSource(
  root: string,
  settings: ReleaseSource['settings'],
): Promise<ReleaseSource> {
  const inWorkTree = git(root, ['rev-parse', '--is-inside-work-tree'])?.trim() === 'true';
  const commit = inWorkTree ? git(root, ['rev-parse', 'HEAD'])?.trim() : undefined;
  if (commit === undefined || !/^[0-9a-f]{40,64}$/.test(commit)) {
    return { dirty: false, files: await hashed(root, await walk(root)), settings };
  }
  const listed = git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']) ?? '';
  const status = git(root, ['status', '--porcelain', '--untracked-files=normal']) ?? '';
  const paths = [...new Set(listed.split('\0').filter((file) => file !== ''))];
  return { commit, dirty: status.trim() !== '', files: await hashed(root, paths), settings };
}

/** The release id of a build of `root` with these settings. */
export async function currentReleaseId(root: string, settings: ReleaseSource['settings']): Promise<string> {
  return releaseId(await readReleaseSource(root, settings));
}
