// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { holdEarlySubmits } from '@/platform/early-submit';

function formIn(doc: Document) {
  doc.body.innerHTML = '<form method="dialog"><button type="submit">Pay</button></form>';
  return doc.querySelector('form') as HTMLFormElement;
}

describe('holdEarlySubmits', () => {
  it.each([
    ['a Pay pressed while held is submitted again once released', 1, 2],
    ['nothing pressed: nothing is submitted', 0, 0],
  ])('%s', (_name, pressesWhileHeld, expectedSubmits) => {
    const form = formIn(document);
    const seen = vi.fn();
    const release = holdEarlySubmits(document);
    form.addEventListener('submit', seen);
    for (let i = 0; i < pressesWhileHeld; i++) form.requestSubmit();
    release();
    expect(seen).toHaveBeenCalledTimes(expectedSubmits);
  });

  it('holds the submission back from the browser while held', () => {
    const form = formIn(document);
    const release = holdEarlySubmits(document);
    const event = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    release();
  });
});
