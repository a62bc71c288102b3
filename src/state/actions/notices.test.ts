// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { returnContextStorageKey } from '@/core/return-context';
import { noticeConnectionFailed, noticeFailureInAddress } from '@/state/actions/notices';
import { type ChunkName, loadFailures } from '@/state/load-part';
import { $notice } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

describe('notices', () => {
  beforeEach(() => resetStores());

  const tryAgain = { key: 'status.connectionFailed', tone: 'error' };
  // Said to a Pay that met the missing code: focus goes to its reload button (ui/card-form/form-notice.tsx).
  const reload = { key: 'status.reloadNeeded', tone: 'error', reload: true, answersPay: true };
  it.each([
    // chunks that failed to load so far (one entry per failure) → notice
    [[], tryAgain],
    [['checkout'], tryAgain],
    [['checkout', 'field-logic'], tryAgain],
    [['checkout', 'checkout'], reload],
    [['field-logic', 'checkout', 'field-logic'], reload],
    // the translation library: the page goes on in its language, and the Pay may go through next time
    [['i18next', 'i18next'], tryAgain],
    [['i18next', 'i18next', 'checkout'], tryAgain],
  ] as [ChunkName[], unknown][])('after failures of %j the notice is %j', (failed, notice) => {
    for (const chunk of failed) loadFailures.set(chunk, (loadFailures.get(chunk) ?? 0) + 1);
    noticeConnectionFailed();
    expect($notice.get()).toEqual(notice);
  });

  it.each([
    ['?M=M1&z2=-10', { key: 'status.retry', tone: 'error' }],
    ['?M=M1&z2=', { key: 'status.retry', tone: 'error' }],
    ['?M=M1', undefined],
    ['', undefined],
  ])('a failure named in %j → %j', (search, notice) => {
    noticeFailureInAddress(search);
    expect($notice.get()).toEqual(notice);
  });

  describe('when the page left because it could not learn the outcome', () => {
    const leave = (entry: Record<string, unknown>) =>
      window.sessionStorage.setItem(returnContextStorageKey, JSON.stringify(entry));
    afterEach(() => window.sessionStorage.clear());

    it.each([
      [
        'the same payment, outcome unknown',
        { uniqueRequestId: 'u-1', outcomeUnknown: true },
        'status.outcomeUnknown',
      ],
      ['another payment, outcome unknown', { uniqueRequestId: 'u-0', outcomeUnknown: true }, 'status.retry'],
      [
        'the same payment, a plain failure',
        { uniqueRequestId: 'u-1', outcomeUnknown: false },
        'status.retry',
      ],
    ])('%s → %s', (_name, entry, key) => {
      leave(entry);
      noticeFailureInAddress('?M=M1&uniqueRequestID=u-1&z2=-10');
      expect($notice.get()).toEqual({ key, tone: 'error' });
    });

    it('reads an unreadable context as a plain failure', () => {
      window.sessionStorage.setItem(returnContextStorageKey, '{oops');
      noticeFailureInAddress('?uniqueRequestID=u-1&z2=-10');
      expect($notice.get()?.key).toBe('status.retry');
    });
  });
});
