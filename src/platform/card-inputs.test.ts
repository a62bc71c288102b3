// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { emptyCardInputsOnPageHide } from '@/platform/card-inputs';

describe('emptyCardInputsOnPageHide (the first load empties the card when the page is hidden)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each([
    ['cc-number', '4111 1111 1111 1111', ''],
    ['cc-exp', '12/30', ''],
    ['cc-csc', '123', ''],
    ['cc-name', 'Ana Silva', ''],
    ['email', 'ana@example.com', 'ana@example.com'],
  ])(
    'an input with autocomplete=%s holding %s keeps it while shown and %j once hidden',
    (autocomplete, value, kept) => {
      // A window of its own, so that listeners added by one row never answer another's pagehide.
      const win = new window.Window();
      const input = win.document.createElement('input');
      input.setAttribute('autocomplete', autocomplete);
      input.value = value;
      win.document.body.append(input);
      emptyCardInputsOnPageHide(win as unknown as Window);
      expect(input.value).toBe(value);
      win.dispatchEvent(new Event('pagehide'));
      expect(input.value).toBe(kept);
    },
  );
});
