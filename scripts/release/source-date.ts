import { git } from './release-source';

/**
 * The day a build's source is from, for what the build writes dated (the accessibility statement's
 * "prepared on"): the commit date of HEAD (`git log -1 --format=%cs`, the committer's own calendar
 * day), so two builds of one commit write the same bytes on any day and in any time zone. Without
 * git (an unpacked archive, git not installed) there is no such date, and the build's own day (UTC)
 * stands in; `from` says which, for the build's log.
 */
export interface SourceDate {
  /** YYYY-MM-DD. */
  day: string;
  from: 'commit' | 'build day';
}

export function sourceDate(root: string, now: Date = new Date()): SourceDate {
  const committed = git(root, ['log', '-1', '--format=%cs'])?.trim();
  if (committed !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(committed))
    return { day: committed, from: 'commit' };
  return { day: now.toISOString().slice(0, 10), from: 'build day' };
}
