import { atom, computed, type ReadableAtom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $fieldLogicArrived, $securityCodeHint, fieldView } from '@/state/card-form-view';
import {
  $billingAddressShown,
  $headerWordmark,
  $offersAlternativeMethods,
} from '@/state/first-screen-config';
import { keptMounted } from '@/state/kept-mounted';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Reads a store as the first render does (useStore reads before it subscribes), three times. */
function readAsRendered($store: ReadableAtom<unknown>): number {
  for (let read = 0; read < 3; read += 1) $store.get();
  return vi.getTimerCount();
}

describe('derived stores the first screen reads stay mounted', () => {
  it.each([
    ['the card number view', () => fieldView('cardNumber')],
    ['the expiry view', () => fieldView('expiryDate')],
    ['the security code view', () => fieldView('cvv')],
    ['the cardholder name view', () => fieldView('cardholderName')],
    ['the security code hint', () => $securityCodeHint],
    ['whether the field logic arrived', () => $fieldLogicArrived],
    ['the header wordmark', () => $headerWordmark],
    ['whether the billing address is shown', () => $billingAddressShown],
    ['whether alternative methods are offered', () => $offersAlternativeMethods],
  ])('%s: a read schedules no unmount timer', (_name, store) => {
    expect(readAsRendered(store())).toBe(0);
  });

  // The control: nanostores' own behaviour that keptMounted exists for.
  it('a computed store nobody listens to schedules one on each read', () => {
    const $source = atom(1);
    expect(readAsRendered(computed($source, (value) => value * 2))).toBeGreaterThan(0);
    vi.clearAllTimers();
    expect(readAsRendered(keptMounted(computed($source, (value) => value * 2)))).toBe(0);
  });
});
