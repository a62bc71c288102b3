import {
  inlinedStylesheets,
  type ScriptsManifest,
  scriptReferences,
  sriHash,
} from '@scripts/build/integrity';
import { promisePool } from '@scripts/build/promise-pool';
import type { RouteEntry } from '@scripts/routes/routes-manifest';

/**
 * The tamper check behind `npm run verify-deploy` (PCI DSS 11.6.1): a deployed site must serve
 * every page with exactly the HTML, security headers, scripts and stylesheets the build recorded
 * in dist/<key>/scripts-manifest.json. The expected side always comes from the local build, never
 * from the site under test, which could be tampered with as a whole.
 */

export interface FetchedResource {
  status: number;
  header: (name: string) => string | null;
  body: Uint8Array;
}

export type Fetcher = (url: string) => Promise<FetchedResource>;

export interface Difference {
  /** The route path of the page, e.g. "/basic/". */
  page: string;
  /** What was fetched. */
  url: string;
  problem: string;
}

export interface DeployCheckReport {
  pages: number;
  files: number;
  differences: Difference[];
  /** What was deliberately not compared, e.g. HSTS over plain http. */
  notes: string[];
}

/**
 * Differences between the headers the build expects and those served. Strict-Transport-Security
 * is only compared over https: a browser ignores it on http, and the sandbox does not send it.
 */
export function headerDifferences(
  expected: Record<string, string>,
  header: (name: string) => string | null,
  options: { https: boolean },
): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(expected)) {
    if (name === 'strict-transport-security' && !options.https) continue;
    const actual = header(name);
    if (actual === null) problems.push(`header ${name} is missing (expected "${value}")`);
    else if (actual !== value) problems.push(`header ${name} is "${actual}", expected "${value}"`);
  }
  return problems;
}

/**
 * Differences between the served HTML and the built one, naming any script or stylesheet the build
 * did not write (an inlined stylesheet names its file: the page links that file where a policy
 * refuses the <style>).
 */
export function htmlDifferences(manifest: ScriptsManifest, html: string): string[] {
  const problems: string[] = [];
  if (sriHash(html) !== manifest.htmlIntegrity) problems.push('the HTML differs from the build');
  const known = new Map(manifest.files.map((file) => [file.url, file.integrity]));
  for (const { url } of inlinedStylesheets(html)) {
    if (!known.has(url)) problems.push(`inlined-stylesheet ${url} is not part of the build`);
  }
  for (const reference of scriptReferences(html)) {
    const integrity = /\sintegrity\s*=\s*"([^"]*)"/i.exec(reference.tag)?.[1];
    if (!known.has(reference.url))
      problems.push(`${reference.role} ${reference.url} is not part of the build`);
    else if (integrity !== known.get(reference.url)) {
      problems.push(`${reference.role} ${reference.url} has integrity "${integrity ?? ''}", not the build's`);
    }
  }
  return problems;
}

export async function checkDeployment(options: {
  /** "https://pay.example" (a path prefix is kept: "https://host/hpp"). */
  baseUrl: string;
  routes: readonly RouteEntry[];
  manifestFor: (route: RouteEntry) => ScriptsManifest | undefined;
  fetcher: Fetcher;
  concurrency?: number;
}): Promise<DeployCheckReport> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const https = base.startsWith('https:');
  const differences: Difference[] = [];
  const notes = https ? [] : ['strict-transport-security not compared: the site is not on https'];
  let files = 0;

  await promisePool([...options.routes], options.concurrency ?? 6, async (route) => {
    const note = (url: string, problem: string) => differences.push({ page: route.path, url, problem });
    const manifest = options.manifestFor(route);
    const pageUrl = `${base}${route.path}`;
    if (!manifest) {
      note(pageUrl, 'no scripts-manifest.json in the local build for this page');
      return;
    }
    try {
      const page = await options.fetcher(pageUrl);
      if (page.status !== 200) note(pageUrl, `status ${page.status}, expected 200`);
      for (const problem of headerDifferences(manifest.headers, page.header, { https }))
        note(pageUrl, problem);
      // The scripts manifest records the payment page's HTML; its statement is checked for headers only.
      if (route.kind === 'statement') return;
      for (const problem of htmlDifferences(manifest, new TextDecoder().decode(page.body)))
        note(pageUrl, problem);
    } catch (error) {
      note(pageUrl, `could not be fetched: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const file of manifest.files) {
      const url = `${base}${file.url}`;
      files += 1;
      try {
        const fetched = await options.fetcher(url);
        if (fetched.status !== 200) note(url, `status ${fetched.status}, expected 200`);
        else if (sriHash(fetched.body) !== file.integrity) note(url, `${file.role} differs from the build`);
      } catch (error) {
        note(url, `could not be fetched: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  });

  differences.sort((a, b) => (a.page === b.page ? a.url.localeCompare(b.url) : a.page.localeCompare(b.page)));
  return { pages: options.routes.length, files, differences, notes };
}
