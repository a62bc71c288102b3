import { describe, expect, it } from 'vitest';
import type { ReturnContext } from '@/core/return-context';
import type { ResultOutcome } from '@/screens/result/result-query';
import { type ShownOutcome, shownOutcome } from '@/screens/result/shown-outcome';

const context = (outcomeUnknown: boolean): ReturnContext => ({
  variantPath: 'basic',
  merchantName: undefined,
  wordmark: undefined,
  wordmarkStyle: undefined,
  headerLayout: undefined,
  headerStyle: undefined,
  logo: undefined,
  amount: undefined,
  language: undefined,
  backUrl: undefined,
  pageUrl: undefined,
  uniqueRequestId: 'u-1',
  theme: {},
  darkTheme: {},
  colourScheme: undefined,
  savedAt: 0,
  outcome: undefined,
  landing: undefined,
  repeatedAttempt: false,
  outcomeUnknown,
  leftForFailure: false,
});

describe('shownOutcome', () => {
  it.each<[ResultOutcome, ReturnContext | undefined, ShownOutcome]>([
    // No payment of this tab led here: no outcome is stated, whatever the address says.
    ['approved', undefined, 'unverified'],
    ['declined', undefined, 'unverified'],
    ['pending', undefined, 'unverified'],
    ['cancelled', undefined, 'unverified'],
    ['failure', undefined, 'unverified'],
    ['unknown', undefined, 'unverified'],
    // This tab's payment: the landing's own outcome.
    ['approved', context(false), 'approved'],
    ['declined', context(false), 'declined'],
    ['failure', context(false), 'failure'],
    ['unknown', context(false), 'unknown'],
    // Every re-send lost: the failure URL's landing may hide a charge.
    ['failure', context(true), 'unknown'],
    ['approved', context(true), 'approved'],
  ])('%s with context %j: %s', (query, given, shown) => {
    expect(shownOutcome(query, given)).toBe(shown);
  });
});
