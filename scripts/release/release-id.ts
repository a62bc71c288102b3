import { createHash } from 'node:crypto';

/**
 * A build's release id: which commit it was built from and a digest of what went into it (every
 * source file's content and the settings baked in at build time). Builds are reproducible, so the
 * inputs decide the bytes: two builds of one commit with the same settings get the same id, and a
 * changed file or setting gets another. Pure; release-source.ts reads the inputs.
 *
 *   a471763c2f1e.4f9a0b1c2d7e        a clean tree at commit a471763c2f1e…
 *   a471763c2f1e-dirty.7d0c11aa34b2  that commit with uncommitted changes (the digest tells two apart)
 *   nogit.5e2b9f0c1d3a               no git (a source archive): the digest alone
 */
export interface ReleaseSource {
  /** The full commit hash, or undefined without git. */
  commit?: string;
  /** Files that differ from the commit (changed, added, deleted). */
  dirty: boolean;
  /** Every input file (project-relative path, forward slashes) with the SHA-256 of its content. */
  files: readonly { path: string; sha256: string }[];
  /** Build settings that change the bytes; an undefined one is the same as one not given. */
  settings: Readonly<Record<string, string | undefined>>;
}

const commitLength = 12;
const digestLength = 12;

/** The digest of the inputs: order-free (files and settings are sorted), so only content counts. */
export function releaseDigest(source: Pick<ReleaseSource, 'files' | 'settings'>): string {
  const hash = createHash('sha256');
  const byPath = [...source.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of byPath) hash.update(`file ${file.path}\0${file.sha256}\n`);
  const settings = Object.entries(source.settings)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of settings) hash.update(`setting ${name}\0${value}\n`);
  return hash.digest('hex').slice(0, digestLength);
}

export function releaseId(source: ReleaseSource): string {
  const digest = releaseDigest(source);
  if (source.commit === undefined) return `nogit.${digest}`;
  const commit = source.commit.slice(0, commitLength).toLowerCase();
  return `${commit}${source.dirty ? '-dirty' : ''}.${digest}`;
}

/** What a release id looks like; anything else read from a bucket or a page is not one. */
export const releaseIdPattern = /^(?:[0-9a-f]{12}(?:-dirty)?|nogit)\.[0-9a-f]{12}$/;
