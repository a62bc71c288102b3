import { beforeEach, describe, expect, it } from 'vitest';
import { noticeConnectionFailed, noticeFailureInAddress } from '@/state/actions/notices';
import { $notice } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

describe('notices', () => {
  beforeEach(() => resetStores());

  it('says the connection failed', () => {
    noticeConnectionFailed();
    expect($notice.get()).toEqual({ key: 'status.connectionFailed', tone: 'error' });
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
});
