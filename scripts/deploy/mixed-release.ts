import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RoutesManifest } from '@scripts/routes/routes-manifest';

/**
 * A `npm run build -- --only …` gives its new release id to routes.json while the bundles it did
 * not rebuild keep the old one in their pages. Deployed, every merchant's release record would name
 * the new id for pages that are the old build's bytes, so a rollback list, verify-deploy against the
 * bucket and an evidence pack would all name a release the page does not say it is. Deploy checks
 * each page's `<meta name="hpp-release">` against routes.json first and refuses a mixed dist/.
 */

/** The release a page names, or undefined when it names none (a build from before release ids). */
export function releaseOfPage(html: string): string | undefined {
  return /<meta\s+name="hpp-release"\s+content="([^"]*)"/.exec(html)?.[1];
}

/** The pages of `dist` whose own release id is not `release`, as "file: id" lines. */
export async function pagesOfOtherReleases(
  dist: string,
  routes: Pick<RoutesManifest, 'routes'>,
  release: string,
): Promise<string[]> {
  const others: string[] = [];
  for (const route of routes.routes) {
    // A statement names no release: a static page of its variant's bundle, rewritten with it.
    if (route.kind === 'statement') continue;
    let html: string;
    try {
      html = await readFile(path.join(dist, route.file), 'utf8');
    } catch {
      continue; // A missing page is the plan's to report, not this check's.
    }
    const own = releaseOfPage(html);
    if (own !== release) others.push(`${route.file}: ${own ?? 'no release id'}`);
  }
  return others;
}
