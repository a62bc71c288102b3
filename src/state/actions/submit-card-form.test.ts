// @vitest-environment happy-dom
// (the field logic, once loaded, listens for the page being hidden)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitCardForm } from '@/state/actions/submit-card-form';
import { $cardForm, $submitted } from '@/state/card-form';
import { $focusRequest } from '@/state/focus-request';
import type { LaterPart } from '@/state/load-later';
import { $notice } from '@/state/stores';
import { installFakeGateway } from '@/testing/fake-services';
import { resetStores } from '@/testing/reset-stores';

// Which lazy parts cannot be fetched (offline after the page loaded).
const offline = vi.hoisted(() => new Set<string>());
vi.mock('@/state/load-later', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/state/load-later')>();
  return {
    ...actual,
    loadLater: (part: LaterPart) =>
      offline.has(part)
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : actual.loadLater(part),
  };
});

const now = new Date('2026-11-22T12:00:00Z');
const validCard = {
  cardNumber: '4111 1111 1111 1111',
  expiryDate: '12/30',
  cvv: '123',
  cardholderName: 'Ana Silva',
};
const connectionFailed = { key: 'status.connectionFailed', tone: 'error' };

describe('submitCardForm', () => {
  beforeEach(() => resetStores());
  afterEach(() => offline.clear());

  it.each([
    // form, parts that cannot load → sent, errors may show, notice, focus
    ['valid', [], true, true, undefined, undefined],
    ['empty', [], false, true, undefined, 'cardNumber'],
    ['empty', ['checkout'], false, true, connectionFailed, undefined],
    ['valid', ['checkout'], false, true, connectionFailed, undefined],
    ['empty', ['field-logic'], false, false, connectionFailed, undefined],
  ] as const)(
    'a %s form with %j offline: sent %s, errors shown %s, notice %j, focus %s',
    async (form, parts, sent, submitted, notice, focus) => {
      for (const part of parts) offline.add(part);
      if (form === 'valid') $cardForm.set({ ...$cardForm.get(), ...validCard });
      const gateway = installFakeGateway({ '/rest/v2/checkout': 'https://merchant.example/ok' });
      expect(await submitCardForm(now)).toBe(sent);
      expect(gateway.posts.length).toBe(sent ? 1 : 0);
      expect($submitted.get()).toBe(submitted);
      expect($notice.get()).toEqual(notice);
      expect($focusRequest.get()?.field).toBe(focus);
    },
  );
});
