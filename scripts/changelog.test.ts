import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { healthVersion } from '@/screens/health/health-version';

/**
 * CHANGELOG.md is what an operator reads before deploying: its newest version must be the one
 * package.json declares and the health page reports, and its lines sit in the groups the README's
 * "Changes" names, so a new version or a change cannot land without its place in the log.
 */

const changelog = readFileSync('CHANGELOG.md', 'utf8');
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

const groups = ['Behaviour', 'Gateway contract', 'Deployment', 'Security'];

/** Each `## <version> …` heading, newest first, with the `###` groups under it. */
function versionsOf(markdown: string): { version: string; groups: string[] }[] {
  return markdown
    .split(/^## /m)
    .slice(1)
    .map((section) => ({
      version: /^(\d+\.\d+\.\d+)\b/.exec(section)?.[1] ?? section.split('\n')[0] ?? '',
      groups: [...section.matchAll(/^### (.+)$/gm)].map((match) => match[1] ?? ''),
    }));
}

describe('CHANGELOG.md', () => {
  const versions = versionsOf(changelog);

  it('begins with the version package.json declares', () => {
    expect(versions[0]?.version).toBe(manifest.version);
  });

  it('begins with the version the health page reports', () => {
    expect(versions[0]?.version).toBe(healthVersion);
  });

  it.each(versions.map((entry) => [entry.version, entry.groups]))(
    '%s has a version for a heading and only the operator groups, in order',
    (version, found) => {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(groups.filter((group) => found.includes(group)));
    },
  );
});
