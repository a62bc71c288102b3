import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LocalFile } from './s3-plan';

/** Every regular file under `dir` (paths relative to it, with '/'), with its MD5, SHA-256 and size. */
export async function listLocalFiles(dir: string): Promise<LocalFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: LocalFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const content = await readFile(absolute);
    files.push({
      path: path.relative(dir, absolute).split(path.sep).join('/'),
      md5: createHash('md5').update(content).digest('hex'),
      sha256: createHash('sha256').update(content).digest('hex'),
      size: content.length,
    });
  }
  return files;
}
