// @vitest-environment happy-dom
// (the field logic, once loaded, listens for the page being hidden)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { splitExpiry } from '@/core/expiry-validation';
import { fieldErrors } from '@/features/field-logic/state/field-checks';
import { viewOfField } from '@/features/field-logic/state/field-view';
import { enterField, leaveField, typeIntoField } from '@/state/actions/edit-card-form';
import { $cardForm, $focusedField, $submitted, $touched, type FieldErrorKey } from '@/state/card-form';
import { loadLater } from '@/state/load-later';
import { $config, $variant } from '@/state/stores';
import { fillValidCard } from '@/testing/fill-valid-card';
import { resetStores } from '@/testing/reset-stores';

/** A frozen clock: November 2026, so 12/20 is past, 12/2030 four years ahead. */
const now = new Date('2026-11-22T12:00:00Z');

/** What the field says: nothing, or the error key it shows (and marks the field with). */
type Said = FieldErrorKey | 'nothing';

function said(): Said {
  const view = viewOfField('expiryDate', {
    values: $cardForm.get(),
    touched: $touched.get(),
    submitted: $submitted.get(),
    focused: $focusedField.get(),
    settings: $variant.get().settings,
    config: $config.get(),
    now,
  });
  if (!view.invalid) return 'nothing';
  return view.error?.key ?? 'nothing';
}

/**
 * The shopper enters the field and puts each chunk in at the caret, as the browser would hand the
 * input event to the field (one character for a key, the whole text for a paste).
 */
function enter(chunks: readonly string[]): string {
  enterField('expiryDate');
  let edit = { value: $cardForm.get().expiryDate, caret: $cardForm.get().expiryDate.length };
  for (const chunk of chunks) {
    const raw = edit.value.slice(0, edit.caret) + chunk + edit.value.slice(edit.caret);
    edit = typeIntoField('expiryDate', raw, edit.caret + chunk.length, edit.caret);
    expect(edit.caret).toBe(edit.value.length);
  }
  return edit.value;
}

const keys = (typed: string) => [...typed];
const paste = (text: string) => [text];

describe('an expiry typed key by key or pasted (now: 2026-11-22)', () => {
  beforeEach(async () => {
    resetStores();
    await loadLater('field-logic');
  });
  afterEach(() => resetStores());

  it.each<[string, readonly string[], string, Said, Said]>([
    // what the shopper does, the chunks → shown, said while typing, said once the field is left
    ['types 12/2030', keys('12/2030'), '12/30', 'nothing', 'nothing'],
    ['types 122030', keys('122030'), '12/30', 'nothing', 'nothing'],
    ['types 12/30', keys('12/30'), '12/30', 'nothing', 'nothing'],
    ['types 1230', keys('1230'), '12/30', 'nothing', 'nothing'],
    ['types 1/2030', keys('1/2030'), '01/30', 'nothing', 'nothing'],
    ['types 2/2030', keys('2/2030'), '02/30', 'nothing', 'nothing'],
    ['types 11/2026', keys('11/2026'), '11/26', 'nothing', 'nothing'],
    ['types 12-2030', keys('12-2030'), '12/30', 'nothing', 'nothing'],
    ['types 12 2030', keys('12 2030'), '12/30', 'nothing', 'nothing'],
    ['pastes 122030', paste('122030'), '12/30', 'nothing', 'nothing'],
    ['pastes 12-2030', paste('12-2030'), '12/30', 'nothing', 'nothing'],
    ['pastes 12/2030', paste('12/2030'), '12/30', 'nothing', 'nothing'],
    ['pastes 12.2030', paste('12.2030'), '12/30', 'nothing', 'nothing'],
    ['pastes 12 2030', paste('12 2030'), '12/30', 'nothing', 'nothing'],
    ['pastes 12 / 2030', paste('12 / 2030'), '12/30', 'nothing', 'nothing'],
    ['pastes 1-2030', paste('1-2030'), '01/30', 'nothing', 'nothing'],
    ['pastes 1230', paste('1230'), '12/30', 'nothing', 'nothing'],
    ['pastes 12-30', paste('12-30'), '12/30', 'nothing', 'nothing'],
    ['pastes 12.30', paste('12.30'), '12/30', 'nothing', 'nothing'],
    // On the way to 12/2030: past as it stands, not an error until the field is left.
    ['types 12/20', keys('12/20'), '12/20', 'nothing', 'card.expiry.past'],
    ['types 1220', keys('1220'), '12/20', 'nothing', 'card.expiry.past'],
    ['types 12/2', keys('12/2'), '12/2', 'nothing', 'card.expiry.invalid'],
    ['types 12/203', keys('12/203'), '12/203', 'nothing', 'card.expiry.invalid'],
    ['types 12203', keys('12203'), '12/203', 'nothing', 'card.expiry.invalid'],
    // No four-digit year can save these: said at once.
    ['types 12/21', keys('12/21'), '12/21', 'card.expiry.past', 'card.expiry.past'],
    ['types 12/25', keys('12/25'), '12/25', 'card.expiry.past', 'card.expiry.past'],
    ['types 10/26', keys('10/26'), '10/26', 'card.expiry.past', 'card.expiry.past'],
    ['types 12/201', keys('12/201'), '12/201', 'card.expiry.past', 'card.expiry.past'],
    ['types 12/209', keys('12/209'), '12/209', 'card.expiry.tooFar', 'card.expiry.tooFar'],
    ['types 12/2099', keys('12/2099'), '12/99', 'card.expiry.tooFar', 'card.expiry.tooFar'],
    ['types 12/2020', keys('12/2020'), '12/20', 'nothing', 'card.expiry.past'],
    ['pastes 13/2030', paste('13/2030'), '13/30', 'card.expiry.month', 'card.expiry.month'],
    // A key after a complete date is refused.
    ['types 12/20301', keys('12/20301'), '12/30', 'nothing', 'nothing'],
    ['types 12/301', keys('12/301'), '12/30', 'nothing', 'nothing'],
  ])('%s: %j shows %j, says %s while typing and %s once left', (_name, chunks, shown, typing, left) => {
    expect(enter(chunks)).toBe(shown);
    expect($cardForm.get().expiryDate).toBe(shown);
    expect(said()).toBe(typing);
    leaveField('expiryDate');
    expect(said()).toBe(left);
  });

  it.each<[string, readonly string[], FieldErrorKey | undefined]>([
    // Paid while still in the field: the form refuses what is not a date yet.
    ['12/20', keys('12/20'), 'card.expiry.past'],
    ['12/203', keys('12/203'), 'card.expiry.invalid'],
    ['12/2030', keys('12/2030'), undefined],
  ])('paid with %s still being typed: the form says %s', (_name, chunks, error) => {
    fillValidCard({ expiryDate: '' });
    enter(chunks);
    const settings = $variant.get().settings;
    const errors = fieldErrors($cardForm.get(), { settings, config: $config.get(), now });
    expect(errors.find((entry) => entry.field === 'expiryDate')?.key).toBe(error);
  });

  it.each<[string, readonly string[]]>([
    ['typed 12/2030', keys('12/2030')],
    ['typed 122030', keys('122030')],
    ['pasted 12-2030', paste('12-2030')],
    ['pasted 122030', paste('122030')],
    ['typed 12/30', keys('12/30')],
  ])('%s is sent as b3 12, b4 30, as 12/30 is', (_name, chunks) => {
    enter(chunks);
    expect(splitExpiry($cardForm.get().expiryDate)).toEqual({ month: '12', year: '30' });
  });
});
