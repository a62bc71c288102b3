// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as fieldLogic from '@/features/field-logic';
import { $fieldLogic, publishFieldLogic } from '@/state/field-logic-store';
import { resetStores } from '@/testing/reset-stores';
import { renderWithI18n } from '@/testing/test-i18n';
import { CardForm } from '@/ui/card-form/card-form';

type Fields = typeof import('@/ui/card-form/card-fields');
type FieldComponent = 'CardNumberField' | 'ExpiryField' | 'SecurityCodeField' | 'CardholderNameField';

/** How often each card field rendered: each field is counted around its real component. */
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('@/ui/card-form/card-fields', async (importOriginal) => {
  const original = await importOriginal<Fields>();
  const counted = (name: FieldComponent) => () => {
    renders.set(name, (renders.get(name) ?? 0) + 1);
    return original[name]();
  };
  return {
    ...original,
    CardNumberField: counted('CardNumberField'),
    ExpiryField: counted('ExpiryField'),
    SecurityCodeField: counted('SecurityCodeField'),
    CardholderNameField: counted('CardholderNameField'),
  };
});

// The field logic may arrive while the shopper types their first keys: its arrival mounts the error
// summary in its live region, and nothing else of the form renders again for it.
describe('the field logic arriving under a rendered form', () => {
  beforeEach(() => {
    resetStores();
    $fieldLogic.set(undefined);
    renders.clear();
  });
  afterEach(() => $fieldLogic.set(fieldLogic));

  it.each<FieldComponent>(['CardNumberField', 'ExpiryField', 'SecurityCodeField', 'CardholderNameField'])(
    'does not render %s again',
    (field) => {
      renderWithI18n(<CardForm />);
      const before = renders.get(field);
      expect(before).toBeGreaterThan(0);
      act(() => publishFieldLogic(fieldLogic));
      expect(renders.get(field)).toBe(before);
    },
  );
});
