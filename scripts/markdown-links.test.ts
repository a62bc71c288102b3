import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every relative link in the README, the changelog and docs/ leads somewhere: to a file or folder
 * of the repository and, when it names a heading (`file.md#heading`), to a heading that file has,
 * spelt as GitHub makes its anchors. Moving a section between files is where links break.
 */

const documents = [
  'README.md',
  'CHANGELOG.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Markdown without what is not prose: fenced blocks and inline code hold no links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/(`+)[^`]*?\1/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = headingAnchor(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Each relative link of a document: `[text](target)`, without web and mail addresses. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Why a link from `document` to `target` leads nowhere, or undefined when it leads somewhere. */
function brokenBecause(document: string, target: string): string | undefined {
  const [file = '', anchor] = target.split('#');
  const resolved = file === '' ? document : path.join(path.dirname(document), decodeURIComponent(file));
  if (!existsSync(resolved)) return `${resolved} does not exist`;
  if (anchor === undefined || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) return undefined;
  return anchorsOf(readFileSync(resolved, 'utf8')).has(anchor) ? undefined : `${resolved} has no #${anchor}`;
}

describe('headingAnchor', () => {
  it.each([
    ['Quick start', 'quick-start'],
    ['Speed (`npm run bench`, medians)', 'speed-npm-run-bench-medians'],
    [
      'Merchant hosts for FailURL, BackURL and the result page',
      'merchant-hosts-for-failurl-backurl-and-the-result-page',
    ],
    ['S3 and CloudFront', 's3-and-cloudfront'],
    ['HTML + JS', 'html--js'],
  ])('%s → #%s', (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });
});

describe('relative links in the documentation', () => {
  const links = documents
    .filter((document) => existsSync(document))
    .flatMap((document) =>
      relativeLinks(readFileSync(document, 'utf8')).map((target) => [document, target] as const),
    );

  it('finds links to check', () => {
    expect(links.length).toBeGreaterThan(50);
  });

  it.each(links)('%s → %s leads somewhere', (document, target) => {
    expect(brokenBecause(document, target)).toBeUndefined();
  });
});
