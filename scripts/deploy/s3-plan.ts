import { type ContentEncoding, isCompressible, precompressedSuffixes } from '@scripts/build/served-encodings';
import { cacheControlFor, hashedAssetPattern } from '@scripts/routes/resolve-route';
import { contentTypeFor } from '@scripts/server/content-types';

/**
 * What `npm run deploy` does to the bucket, decided without touching it: which local file goes
 * into which upload group with which headers, in which order, which ones are already there, and
 * which objects of older builds may be deleted. Pure, so it is tested as a table
 * (s3-plan.test.ts); deploy.ts carries it out.
 */

/**
 * Upload order (docs/deploy.md): hashed assets first, then translations, images and favicons,
 * pages and /configuration last, so that no page the bucket serves ever points at a file that is
 * not there yet.
 */
export const uploadGroups = ['assets', 'static', 'pages'] as const;
export type UploadGroup = (typeof uploadGroups)[number];

export interface LocalFile {
  /** Path inside dist/, with forward slashes. */
  path: string;
  /**
   * Hex MD5 of the content: what S3 reports as the ETag of a single-part upload to a bucket
   * without encryption or with SSE-S3, and never with SSE-KMS or DSSE-KMS.
   */
  md5: string;
  /** Hex SHA-256 of the content: written with the object (s3-store.ts), so it survives encryption. */
  sha256: string;
  size: number;
  /**
   * S3 user metadata the object goes up with (keys without "x-amz-meta-"): a page's own security
   * headers (page-metadata.ts), which the viewer-response function puts on it.
   */
  metadata?: Record<string, string>;
}

export interface RemoteObject {
  key: string;
  /** As S3 sends it, with or without quotes. */
  etag: string;
  lastModified: Date;
  /**
   * Its user metadata, where the deploy asked for it (one HEAD: a listing does not carry it): the
   * content hash every upload carries (`contentHashMetadata`) and a page's own security headers.
   * deploy.ts asks only for the objects `objectsToCheck` names.
   */
  metadata?: Record<string, string>;
}

export interface PlannedUpload {
  group: UploadGroup;
  /** The local file whose bytes go up (for `key.br` without a `.br` file: the file itself). */
  path: string;
  /** The object's path under the prefix (`key` without it): `path`, or a copy's `name.br`/`name.gz`. */
  objectPath: string;
  key: string;
  contentType: string;
  cacheControl: string;
  /** `br` or `gzip` for the build's precompressed copies; absent for bytes as they are. */
  contentEncoding?: ContentEncoding;
  md5: string;
  sha256: string;
  size: number;
  /** User metadata to write with it ({} for none). */
  metadata: Record<string, string>;
  /** Already in the bucket with the same content and metadata: not written again. */
  unchanged: boolean;
}

export interface PlannedDeletion {
  key: string;
  lastModified: Date;
}

export interface DeployPlan {
  /** In upload order: every `assets` entry, then every `static`, then every `pages`. */
  uploads: PlannedUpload[];
  /** Objects under the prefix that this build does not have and that are past the grace period. */
  deletions: PlannedDeletion[];
  /** Objects this build does not have that are kept for now, and why. */
  kept: { key: string; reason: string }[];
}

export interface PlanOptions {
  /** Key prefix in the bucket ('' for the root); normalised by normalizePrefix. */
  prefix: string;
  /** Upload even when the content is the same (after a change of headers). */
  force?: boolean;
  /** Plan deletions of objects that are not in this build. */
  prune?: boolean;
  /** Seconds an object must be old (and this build's pages online) before it may be deleted. */
  pruneGraceSeconds?: number;
  /** Objects prune keeps whatever their age, with the reason (release-records.ts: what a rollback needs). */
  retained?: ReadonlyMap<string, string>;
  now: Date;
}

/**
 * Not part of the site: deployment files, the routes manifest, build report and inventories.
 */
export function isExcluded(path: string): boolean {
  return (
    path.startsWith('deploy/') ||
    path === 'routes.json' ||
    path === 'build-report.json' ||
    path === 'scripts-manifest.json' ||
    path.endsWith('/scripts-manifest.json')
  );
}

const encodedSuffix = /\.(?:br|gz)$/;

/**
 * What a precompressed copy (`name.br`, `name.gz`) holds: its file and its encoding. Anything
 * else, a `.gz` of no compressible file included, is undefined.
 */
export function encodedCopyOf(path: string): { of: string; encoding: ContentEncoding } | undefined {
  const match = encodedSuffix.exec(path);
  if (!match) return undefined;
  const of = path.slice(0, match.index);
  if (!isCompressible(of) || isExcluded(of)) return undefined;
  return { of, encoding: match[0] === precompressedSuffixes.br ? 'br' : 'gzip' };
}

/** The group of a file of dist/, or undefined for files that are never uploaded. */
export function groupOf(path: string): UploadGroup | undefined {
  if (isExcluded(path)) return undefined;
  if (encodedSuffix.test(path)) {
    const copy = encodedCopyOf(path);
    return copy ? groupOf(copy.of) : undefined;
  }
  if (hashedAssetPattern.test(path)) return 'assets';
  if (path === 'configuration' || path.endsWith('.html')) return 'pages';
  return 'static';
}

/** GET /configuration has no extension: it is JSON. Everything else as the sandbox serves it. */
export function contentTypeOf(path: string): string {
  return contentTypeFor(path === 'configuration' ? 'configuration.json' : path);
}

/** '', 'hpp', '/hpp/', 'a//b' → '', 'hpp/', 'hpp/', 'a/b/'. */
export function normalizePrefix(prefix: string): string {
  const parts = prefix.split('/').filter((part) => part !== '');
  if (parts.some((part) => part === '.' || part === '..')) throw new Error(`invalid prefix ${prefix}`);
  return parts.length === 0 ? '' : `${parts.join('/')}/`;
}

export function unquoteEtag(etag: string): string {
  return etag.replace(/^W\//, '').replace(/^"|"$/g, '').toLowerCase();
}

/**
 * The user metadata (`x-amz-meta-hpp-sha256`) in which every upload carries the hex SHA-256 of its
 * content. S3's ETag is the MD5 of the content only for buckets without encryption or with SSE-S3;
 * with SSE-KMS it is not, and the deploy would take every object for changed. This hash is kept as
 * it was sent, whatever the encryption, by S3 and any S3-compatible store.
 */
export const contentHashMetadata = 'hpp-sha256';

/** Same content: the ETag is the file's MD5 (no encryption, SSE-S3), or the hash written with it is the file's SHA-256. */
export function sameContent(file: LocalFile, object: RemoteObject): boolean {
  if (unquoteEtag(object.etag) === file.md5.toLowerCase()) return true;
  const written = object.metadata?.[contentHashMetadata];
  return written !== undefined && written.toLowerCase() === file.sha256.toLowerCase();
}

/**
 * The keys whose metadata must be read (one HEAD each) before planning: the objects of this build
 * that are in the bucket but whose ETag is not the local file's MD5 (on a bucket that encrypts
 * with SSE-KMS that is every object; elsewhere only the files that changed in place), and the
 * pages, whose own headers travel as metadata and may change while their bytes do not. Objects
 * whose ETag is the MD5 and that carry no headers cost nothing more than the listing, so buckets
 * deployed before the hash was written keep working as they did.
 */
export function objectsToCheck(
  local: readonly LocalFile[],
  remote: readonly RemoteObject[],
  options: Pick<PlanOptions, 'prefix' | 'force'>,
): string[] {
  if (options.force) return [];
  const prefix = normalizePrefix(options.prefix);
  const remoteByKey = new Map(remote.map((object) => [object.key, object]));
  const keys: string[] = [];
  for (const { path, file, of } of siteObjects(local)) {
    const object = remoteByKey.get(`${prefix}${path}`);
    if (object === undefined) continue;
    const hasHeaders = of.metadata !== undefined && Object.keys(of.metadata).length > 0;
    if (hasHeaders || unquoteEtag(object.etag) !== file.md5.toLowerCase()) keys.push(object.key);
  }
  return keys.sort();
}

/** The page headers the object carries are the file's: the content hash beside them is not one. */
function sameMetadata(local: Readonly<Record<string, string>>, remote: RemoteObject | undefined): boolean {
  const entries = Object.entries(local);
  if (entries.length === 0) return true;
  // S3 gives metadata keys back in lower case; ours are lower case already.
  const theirs = Object.fromEntries(
    Object.entries(remote?.metadata ?? {}).filter(([key]) => key !== contentHashMetadata),
  );
  return (
    remote?.metadata !== undefined &&
    Object.keys(theirs).length === entries.length &&
    entries.every(([key, value]) => theirs[key] === value)
  );
}

export interface SiteObject {
  /** Its path under the prefix. */
  path: string;
  /** The local file whose bytes it holds. */
  file: LocalFile;
  /** The file it serves (itself, or the file a precompressed copy is of). */
  of: LocalFile;
  contentEncoding?: ContentEncoding;
}

/**
 * Every object the bucket gets: each file of the site, and beside each compressible one its
 * `.br` and `.gz` (the CloudFront function asks for them by Accept-Encoding). Where the build
 * wrote no copy (the encoding would not have made the file smaller) the object holds the file
 * as it is, with no Content-Encoding, so the key the function names is always there.
 */
export function siteObjects(local: readonly LocalFile[]): SiteObject[] {
  const byPath = new Map(local.map((file) => [file.path, file]));
  const objects: SiteObject[] = [];
  for (const file of local) {
    if (groupOf(file.path) === undefined) continue;
    const copy = encodedCopyOf(file.path);
    if (copy) {
      const of = byPath.get(copy.of);
      // A copy whose file is gone is not served by anything.
      if (of) objects.push({ path: file.path, file, of, contentEncoding: copy.encoding });
      continue;
    }
    objects.push({ path: file.path, file, of: file });
    if (!isCompressible(file.path)) continue;
    for (const suffix of Object.values(precompressedSuffixes)) {
      if (!byPath.has(file.path + suffix)) objects.push({ path: file.path + suffix, file, of: file });
    }
  }
  return objects;
}

export function planDeploy(
  local: readonly LocalFile[],
  remote: readonly RemoteObject[],
  options: PlanOptions,
): DeployPlan {
  const prefix = normalizePrefix(options.prefix);
  const remoteByKey = new Map(remote.map((object) => [object.key, object]));
  const uploads: PlannedUpload[] = [];
  for (const group of uploadGroups) {
    const objects = siteObjects(local).filter((object) => groupOf(object.of.path) === group);
    objects.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const { path, file, of, contentEncoding } of objects) {
      const key = `${prefix}${path}`;
      const existing = remoteByKey.get(key);
      // A copy goes up with its file's type, caching and page headers, as the file would.
      const metadata = of.metadata ?? {};
      uploads.push({
        group,
        path: file.path,
        objectPath: path,
        key,
        contentType: contentTypeOf(of.path),
        cacheControl: cacheControlFor(of.path),
        ...(contentEncoding ? { contentEncoding } : {}),
        md5: file.md5,
        sha256: file.sha256,
        size: file.size,
        metadata,
        // Same bytes but other headers (a new HPP_FRAME_ANCESTORS) is a page to write again.
        unchanged:
          !options.force &&
          existing !== undefined &&
          sameContent(file, existing) &&
          sameMetadata(metadata, existing),
      });
    }
  }

  const deletions: PlannedDeletion[] = [];
  const kept: DeployPlan['kept'] = [];
  if (options.prune) {
    const graceMs = (options.pruneGraceSeconds ?? Number.POSITIVE_INFINITY) * 1000;
    const cutoff = options.now.getTime() - graceMs;
    const inBuild = new Set(uploads.map((upload) => upload.key));
    // The pages of this build went online when the newest of them was written (now, if this
    // deploy writes one). Until the grace period has passed since then, a shopper may still have
    // an older page open that loads a chunk of an older build, whatever that chunk's own age.
    const pagesOnlineSince = Math.max(
      Number.NEGATIVE_INFINITY,
      ...uploads
        .filter((upload) => upload.group === 'pages')
        .map((upload) =>
          upload.unchanged
            ? (remoteByKey.get(upload.key)?.lastModified.getTime() ?? 0)
            : options.now.getTime(),
        ),
    );
    for (const object of remote) {
      if (!object.key.startsWith(prefix) || inBuild.has(object.key)) continue;
      const retainedFor = options.retained?.get(object.key);
      if (retainedFor !== undefined) {
        kept.push({ key: object.key, reason: retainedFor });
        continue;
      }
      if (object.lastModified.getTime() > cutoff) {
        kept.push({ key: object.key, reason: 'younger than the grace period' });
      } else if (pagesOnlineSince > cutoff) {
        kept.push({
          key: object.key,
          reason: "this build's pages are online for less than the grace period",
        });
      } else {
        deletions.push({ key: object.key, lastModified: object.lastModified });
      }
    }
    deletions.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
  return { uploads, deletions, kept };
}

/** '7d', '12h', '30m', '45s' or plain seconds ('0', '604800') → seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) throw new Error(`invalid duration ${text} (use seconds or 30m, 12h, 7d)`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}
