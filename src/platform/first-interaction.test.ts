import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from '@/platform/first-interaction';

describe("the shopper's first interaction", () => {
  it.each([
    // events dispatched → times `start` ran
    [['pointerdown'], 1],
    [['touchstart'], 1],
    [['keydown'], 1],
    [['focusin'], 1],
    [['focusin', 'keydown', 'pointerdown'], 1],
    [['scroll', 'mousemove', 'focus'], 0],
  ])('after %j, starts %i time(s)', (events, times) => {
    const target = new EventTarget();
    const start = vi.fn();
    const stop = onFirstInteraction(target, start);
    for (const type of events) target.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(times);
    stop();
  });

  it('starts nothing once stopped', () => {
    const target = new EventTarget();
    const start = vi.fn();
    onFirstInteraction(target, start)();
    target.dispatchEvent(new Event('pointerdown'));
    expect(start).not.toHaveBeenCalled();
  });
});
