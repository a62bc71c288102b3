import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScriptsManifest } from '@scripts/build/integrity';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';
import type { SiteSecurity } from '@scripts/security/route-security';
import { statementFile } from '@/core/statement-path';

/**
 * Each page's own security headers travel with the page: `npm run deploy` uploads every HTML
 * page with them as S3 user metadata (`x-amz-meta-hpp-content-security-policy`, …), S3 sends
 * them back as response headers, and the viewer-response function
 * (cloudfront-response-function.ts) copies them into the real headers. So the function holds no
 * table of pages, its size does not grow with the number of merchants, and a page and its policy
 * (the hashes of its own import map and stylesheet) are written in one PUT: no window in which a
 * new page meets an old policy.
 */

/** The headers that differ from page to page (frame-ancestors and the page's hashes decide them). */
export const perPageHeaderNames = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
] as const;

/** S3 user-metadata key prefix; S3 answers with the header `x-amz-meta-<key>`. */
export const metadataKeyPrefix = 'hpp-';
export const metadataHeaderPrefix = `x-amz-meta-${metadataKeyPrefix}`;

/** S3 allows 2 KB of user metadata per object: the UTF-8 bytes of every key and value together. */
export const s3UserMetadataLimit = 2048;

/** A page's S3 metadata (keys without "x-amz-meta-") from the full set of its security headers. */
export function pageObjectMetadata(headers: Readonly<Record<string, string>>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const name of perPageHeaderNames) {
    const value = headers[name];
    if (value !== undefined) metadata[`${metadataKeyPrefix}${name}`] = value;
  }
  return metadata;
}

export function metadataBytes(metadata: Readonly<Record<string, string>>): number {
  return Object.entries(metadata).reduce(
    (sum, [key, value]) => sum + Buffer.byteLength(key) + Buffer.byteLength(value),
    0,
  );
}

/** A page's headers without its own ones: what every page shares. */
export function sharedPageHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const names: readonly string[] = perPageHeaderNames;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
}

/**
 * Why this site's pages cannot go to S3 + CloudFront as this scheme needs, or [] when they can:
 * a page whose own headers do not fit S3's 2 KB of metadata (a long HPP_FRAME_ANCESTORS list),
 * or a page whose other headers are not those every page shares (the function sets those itself).
 */
export function pageMetadataProblems(manifest: RoutesManifest, security: SiteSecurity): string[] {
  const problems: string[] = [];
  const shared = JSON.stringify(sharedPageHeaders(security.page({ variant: '', screen: 'card-form' })));
  for (const route of manifest.routes) {
    const headers = security.page(route);
    const bytes = metadataBytes(pageObjectMetadata(headers));
    if (bytes > s3UserMetadataLimit) {
      problems.push(
        `${route.path}: its own security headers are ${bytes} bytes as S3 metadata, over S3's ${s3UserMetadataLimit} bytes per object (shorten its HPP_FRAME_ANCESTORS list)`,
      );
    }
    if (JSON.stringify(sharedPageHeaders(headers)) !== shared) {
      problems.push(
        `${route.path}: headers other than ${perPageHeaderNames.join(', ')} differ from other pages'`,
      );
    }
  }
  return problems;
}

/**
 * Each page of a build (its HTML file under dist/) with the S3 metadata it goes up with, from the
 * headers the build recorded in every bundle's scripts-manifest.json. A page with no record fails
 * the deploy, naming it: uploaded without its headers it would get the strictest policy and refuse
 * its own inline code.
 */
export async function pageMetadataOfBuild(
  dist: string,
  files: readonly { path: string }[],
): Promise<Map<string, Record<string, string>>> {
  const recorded = new Map<string, Record<string, string>>();
  for (const file of files) {
    if (file.path !== 'scripts-manifest.json' && !file.path.endsWith('/scripts-manifest.json')) continue;
    const inventory = JSON.parse(await readFile(path.join(dist, file.path), 'utf8')) as Partial<
      Pick<ScriptsManifest, 'htmlFile' | 'headers'>
    >;
    if (typeof inventory.htmlFile === 'string' && inventory.headers) {
      const metadata = pageObjectMetadata(inventory.headers);
      recorded.set(inventory.htmlFile, metadata);
      // The variant's accessibility statement, beside its scripts manifest, goes up under the same
      // headers: its stylesheet is a file of the bundle, which the policy's style-src 'self' allows.
      recorded.set(path.posix.join(path.posix.dirname(file.path), statementFile), metadata);
    }
  }
  const pages = files.filter((file) => file.path.endsWith('.html')).map((file) => file.path);
  const unknown = pages.filter((page) => !recorded.has(page));
  if (unknown.length > 0) {
    throw new Error(
      `no security headers recorded for ${unknown.join(', ')} (its bundle's scripts-manifest.json): rebuild with npm run build`,
    );
  }
  for (const page of pages) {
    const bytes = metadataBytes(recorded.get(page) ?? {});
    if (bytes > s3UserMetadataLimit) {
      throw new Error(
        `${page}: its security headers are ${bytes} bytes as S3 metadata, over S3's ${s3UserMetadataLimit}`,
      );
    }
  }
  return new Map(pages.map((page) => [page, recorded.get(page) ?? {}]));
}
