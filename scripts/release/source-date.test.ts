import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceDate } from './source-date';

/** A small git project whose one commit is dated in a time zone ahead of UTC, and a folder without git. */
let repository: string;
let plainFolder: string;

beforeAll(async () => {
  repository = await mkdtemp(path.join(tmpdir(), 'hpp-source-date-'));
  plainFolder = await mkdtemp(path.join(tmpdir(), 'hpp-source-date-plain-'));
  await writeFile(path.join(repository, 'main.ts'), 'export const a = 1;\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repository, '-c', 'user.name=t', '-c', 'user.email=t@example', ...args], {
      stdio: 'ignore',
      // 00:30 on 1 March in Riga is still 29 February in UTC: the committer's day is the one kept.
      env: {
        ...process.env,
        GIT_COMMITTER_DATE: '2024-03-01T00:30:00+02:00',
        GIT_AUTHOR_DATE: '2020-01-01T12:00:00Z',
      },
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'first');
});

afterAll(async () => {
  for (const folder of [repository, plainFolder])
    if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the day a build’s source is from', () => {
  it.each([
    [
      'a git checkout: its HEAD’s commit date, whatever the build’s day',
      () => repository,
      new Date('2031-07-15T10:00:00Z'),
      { day: '2024-03-01', from: 'commit' },
    ],
    [
      'a git checkout built a day later: the same day',
      () => repository,
      new Date('2031-07-16T23:59:00Z'),
      { day: '2024-03-01', from: 'commit' },
    ],
    [
      'a folder without git: the build’s day in UTC',
      () => plainFolder,
      new Date('2031-07-15T23:30:00-02:00'),
      { day: '2031-07-16', from: 'build day' },
    ],
  ])('%s', (_case, folder, now, expected) => {
    expect(sourceDate(folder(), now)).toEqual(expected);
  });
});
