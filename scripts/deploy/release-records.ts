import type { ScriptsManifest } from '@scripts/build/integrity';
import type { ContentEncoding } from '@scripts/build/served-encodings';
import { cacheControlFor } from '@scripts/routes/resolve-route';
import type { RouteEntry, RoutesManifest } from '@scripts/routes/routes-manifest';
import { variantKey } from '@variants/registry-validation';
import { statementPath } from '@/core/statement-path';
import {
  contentHashMetadata,
  contentTypeOf,
  groupOf,
  type LocalFile,
  siteObjects,
  type UploadGroup,
} from './s3-plan';

/**
 * Each merchant's recent releases, kept in the bucket beside the live site so that one merchant
 * can be put back on an earlier release without a build (rollback.ts). Pure: what to write, what
 * to keep and what to put back are decided here; deploy.ts and rollback.ts carry it out.
 *
 * Under the deploy prefix:
 *   _releases/<key>/<release>.json   a merchant's release record: its route, its inventory
 *                                    (scripts-manifest.json) and every file of its bundle with
 *                                    hash and headers
 *   _releases/<key>/live             the release id that is live for that merchant
 *   _releases/objects/<sha256>       a copy of each file that is overwritten in place from one
 *                                    build to the next (pages, translations, images), by content
 * The hashed scripts and stylesheets are not copied: their names are their content, so a release's
 * are still at their own keys as long as prune keeps them, which it does for every kept release.
 * The CloudFront function serves none of this: `_releases` is reserved in the registry, and no path
 * below it has a bundle's assets/ shape, so it answers each with the error page.
 */

export const releasesFolder = '_releases/';
/** How many releases of each merchant prune keeps by default (the live one among them). */
export const defaultKeptReleases = 5;

export interface ReleaseFile {
  /** The object's path inside the site, e.g. "basic/assets/i18n/en.json" or its "….json.br". */
  path: string;
  /** The file of dist/ whose bytes it holds, where that is not `path` (a `.br` key the build wrote no copy for). */
  source?: string;
  /** `br` or `gzip` for a precompressed copy, which must keep it when put back. */
  contentEncoding?: ContentEncoding;
  group: UploadGroup;
  sha256: string;
  md5: string;
  size: number;
  contentType: string;
  cacheControl: string;
  /** The page's own security headers as S3 metadata ({} for other files). */
  metadata: Record<string, string>;
}

export interface MerchantRelease {
  format: 1;
  release: string;
  /** Registry path, e.g. "aober/chicshes.html". */
  variant: string;
  /** Its bundle's folder, e.g. "aober/chicshes". */
  key: string;
  /** When this release of the merchant was deployed (ISO 8601). */
  deployedAt: string;
  route: RouteEntry;
  /** What verify-deploy expects of the page (the build's scripts-manifest.json), when the build wrote one. */
  inventory?: ScriptsManifest;
  files: ReleaseFile[];
}

export function recordKey(prefix: string, key: string, release: string): string {
  return `${prefix}${releasesFolder}${key}/${release}.json`;
}
export function liveKey(prefix: string, key: string): string {
  return `${prefix}${releasesFolder}${key}/live`;
}
export function snapshotKey(prefix: string, sha256: string): string {
  return `${prefix}${releasesFolder}objects/${sha256}`;
}
/** "hpp/_releases/aober/chicshes/abc.json" → "aober/chicshes"; undefined for any other key. */
export function recordOwner(prefix: string, objectKey: string): string | undefined {
  const start = `${prefix}${releasesFolder}`;
  if (!objectKey.startsWith(start) || !objectKey.endsWith('.json')) return undefined;
  const rest = objectKey.slice(start.length);
  const slash = rest.lastIndexOf('/');
  return slash > 0 && !rest.startsWith('objects/') ? rest.slice(0, slash) : undefined;
}

/**
 * The files of one merchant's bundle: its page, everything below its own assets/ folder, and the
 * accessibility statement the build writes beside a merchant's page (a route of its own, whose
 * release is the bundle's: a rollback puts it back with the page).
 */
export function belongsTo(route: RouteEntry, path: string): boolean {
  return (
    path === route.file ||
    path.startsWith(`${variantKey(route.variant)}/assets/`) ||
    (route.kind === 'variant' && path === statementPath(route.variant).slice(1))
  );
}

/** One record per route of the build: what deploy.ts writes after the pages are live. */
export function merchantReleases(
  manifest: RoutesManifest,
  local: readonly LocalFile[],
  inventories: ReadonlyMap<string, ScriptsManifest>,
  options: { release: string; deployedAt: Date },
): MerchantRelease[] {
  // One record per merchant page: a statement route is the same merchant's, in its page's record.
  return manifest.routes
    .filter((route) => route.kind !== 'statement')
    .map((route) => {
      // Every object the deploy wrote for the bundle, its .br and .gz copies too: a page put back
      // without its copies would still be served as the newer release to every browser that takes brotli.
      const files = siteObjects(local)
        .filter((object) => belongsTo(route, object.of.path))
        .flatMap(({ path, file, of, contentEncoding }): ReleaseFile[] => {
          const group = groupOf(of.path);
          if (group === undefined) return [];
          return [
            {
              path,
              ...(file.path !== path ? { source: file.path } : {}),
              ...(contentEncoding ? { contentEncoding } : {}),
              group,
              sha256: file.sha256,
              md5: file.md5,
              size: file.size,
              contentType: contentTypeOf(of.path),
              cacheControl: cacheControlFor(of.path),
              metadata: of.metadata ?? {},
            },
          ];
        })
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      const inventory = inventories.get(route.variant);
      return {
        format: 1,
        release: options.release,
        variant: route.variant,
        key: variantKey(route.variant),
        deployedAt: options.deployedAt.toISOString(),
        route,
        ...(inventory ? { inventory } : {}),
        files,
      };
    });
}

/** The objects a record needs in the bucket besides itself: hashed assets at their keys, the rest as copies. */
export function objectsOf(record: MerchantRelease, prefix: string): { key: string; file: ReleaseFile }[] {
  return record.files.map((file) => ({
    key: file.group === 'assets' ? `${prefix}${file.path}` : snapshotKey(prefix, file.sha256),
    file,
  }));
}

/** A record read back from the bucket, or undefined for anything that is not one. */
export function parseRecord(text: string): MerchantRelease | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Partial<MerchantRelease>;
  const valid =
    record.format === 1 &&
    typeof record.release === 'string' &&
    typeof record.key === 'string' &&
    typeof record.variant === 'string' &&
    typeof record.deployedAt === 'string' &&
    !Number.isNaN(Date.parse(record.deployedAt)) &&
    Array.isArray(record.files) &&
    typeof record.route === 'object';
  return valid ? (record as MerchantRelease) : undefined;
}

/** Newest first: by deployment time, then by id, so the order is total. */
export function newestFirst(records: readonly MerchantRelease[]): MerchantRelease[] {
  return [...records].sort(
    (a, b) => Date.parse(b.deployedAt) - Date.parse(a.deployedAt) || (a.release < b.release ? 1 : -1),
  );
}

/** Per merchant, the `keep` newest records, and always the live one (a rollback may have put an older one live). */
export function keptRecords(
  records: readonly MerchantRelease[],
  keep: number,
  live: ReadonlyMap<string, string>,
): MerchantRelease[] {
  const byKey = new Map<string, MerchantRelease[]>();
  for (const record of records) byKey.set(record.key, [...(byKey.get(record.key) ?? []), record]);
  return [...byKey].flatMap(([key, list]) => {
    const sorted = newestFirst(list);
    return sorted.filter((record, index) => index < keep || record.release === live.get(key));
  });
}

export const keptForRollback = 'a kept release needs it for a rollback';

/**
 * What prune must not delete: every kept record, each merchant's live pointer, and every object a
 * kept record needs to be put back (its copies, and its hashed assets even when no longer built).
 */
export function retainedByReleases(
  kept: readonly MerchantRelease[],
  prefix: string,
  merchants: Iterable<string>,
): Map<string, string> {
  const retained = new Map<string, string>();
  for (const key of merchants) retained.set(liveKey(prefix, key), keptForRollback);
  for (const record of kept) {
    retained.set(recordKey(prefix, record.key, record.release), keptForRollback);
    for (const object of objectsOf(record, prefix)) retained.set(object.key, keptForRollback);
  }
  return retained;
}

/**
 * The release a rollback puts live: the one named, or the newest one deployed before the live one.
 * A reason when there is none.
 */
export function rollbackTarget(
  records: readonly MerchantRelease[],
  live: string | undefined,
  to?: string,
): { record: MerchantRelease } | { problem: string } {
  const sorted = newestFirst(records);
  const known = sorted.map((record) => record.release).join(', ') || 'none';
  if (to !== undefined) {
    const record = sorted.find((candidate) => candidate.release === to);
    if (!record) return { problem: `release ${to} is not kept in the bucket (kept: ${known})` };
    if (record.release === live) return { problem: `release ${to} is already live` };
    return { record };
  }
  const current = sorted.findIndex((record) => record.release === live);
  if (current === -1) {
    return {
      problem: `the live release (${live ?? 'none recorded'}) is not among the kept ones (${known}): name one with --to`,
    };
  }
  const record = sorted[current + 1];
  return record
    ? { record }
    : { problem: `no release older than the live one (${live}) is kept (kept: ${known})` };
}

/** The order a rollback writes in, as a deploy does: files the page loads first, the page(s) last. */
export function rollbackWrites(
  record: MerchantRelease,
  prefix: string,
): { source: string; key: string; file: ReleaseFile }[] {
  const writes = objectsOf(record, prefix)
    .filter((object) => object.file.group !== 'assets')
    .map((object) => ({ source: object.key, key: `${prefix}${object.file.path}`, file: object.file }));
  const rank = (group: UploadGroup) => (group === 'pages' ? 1 : 0);
  return writes.sort((a, b) => rank(a.file.group) - rank(b.file.group) || (a.key < b.key ? -1 : 1));
}

/** The metadata an object goes up with: the page's headers and the content hash every object carries. */
export function objectMetadata(file: ReleaseFile): Record<string, string> {
  return { ...file.metadata, [contentHashMetadata]: file.sha256 };
}
