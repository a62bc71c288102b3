import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { derived } from '@/state/derived';

describe('derived', () => {
  it('follows its sources', () => {
    const $a = atom(1);
    const $b = atom(2);
    const $sum = derived([$a, $b], () => $a.get() + $b.get());
    expect($sum.get()).toBe(3);
    $a.set(10);
    expect($sum.get()).toBe(12);
    $b.set(0);
    expect($sum.get()).toBe(10);
  });

  it.each([
    ['the same', 'abc', 'abd', 0],
    ['different', 'abc', 'xyz', 1],
  ])(
    'tells its listeners only when what it shows changes: %s first letter',
    (_name, first, second, calls) => {
      const $text = atom(first);
      const $view = derived(
        [$text],
        () => ({ letter: $text.get()[0] }),
        (a, b) => a.letter === b.letter,
      );
      const before = $view.get();
      let notified = 0;
      $view.listen(() => notified++);
      $text.set(second);
      expect(notified).toBe(calls);
      expect($view.get() === before).toBe(calls === 0);
    },
  );
});
