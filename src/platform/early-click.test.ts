// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from '@/platform/early-click';

const replayEarlyClickAttribute = 'data-replay-early-click';
const marked = `[${replayEarlyClickAttribute}]`;

function buttonsIn(doc: Document) {
  doc.body.innerHTML = `<button type="button" ${replayEarlyClickAttribute}><span>Back</span></button><button type="button" class="other">Other</button>`;
  return {
    back: doc.querySelector(`[${replayEarlyClickAttribute}]`) as HTMLButtonElement,
    other: doc.querySelector('.other') as HTMLButtonElement,
  };
}

describe('holdEarlyClicks', () => {
  it.each([
    // taps while held (on the marked control, or on something inside it), taps heard after release
    ['a Back tapped while held is tapped again once released', 1, 'button', 1],
    ['a tap on the label inside it counts as a tap on it', 1, 'span', 1],
    ['tapped twice while held: once again, not twice', 2, 'button', 1],
    ['nothing tapped: nothing is tapped', 0, 'button', 0],
  ] as const)('%s', (_name, tapsWhileHeld, on, heardAfter) => {
    const { back } = buttonsIn(document);
    const release = holdEarlyClicks(marked, document);
    const heard = vi.fn();
    back.addEventListener('click', heard);
    const target = on === 'span' ? (back.querySelector('span') as HTMLElement) : back;
    for (let i = 0; i < tapsWhileHeld; i++) target.click();
    expect(heard).not.toHaveBeenCalled();
    release();
    expect(heard).toHaveBeenCalledTimes(heardAfter);
  });

  it('leaves taps on unmarked controls alone', () => {
    const { other } = buttonsIn(document);
    const heard = vi.fn();
    other.addEventListener('click', heard);
    const release = holdEarlyClicks(marked, document);
    other.click();
    expect(heard).toHaveBeenCalledTimes(1);
    release();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('taps nothing once the held control has left the page', () => {
    const { back } = buttonsIn(document);
    const heard = vi.fn();
    back.addEventListener('click', heard);
    const release = holdEarlyClicks(marked, document);
    back.click();
    back.remove();
    release();
    expect(heard).not.toHaveBeenCalled();
  });

  it('hears taps normally after release', () => {
    const { back } = buttonsIn(document);
    const heard = vi.fn();
    back.addEventListener('click', heard);
    holdEarlyClicks(marked, document)();
    back.click();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
