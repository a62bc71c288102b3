import { describe, expect, it } from 'vitest';
import { unhandledCase } from '@/core/unhandled-case';

type Light = 'red' | 'green' | 'amber';

// Checked by the compiler (`npm run check`): when a case is missing, the value reaching
// unhandledCase is not `never`, and the @ts-expect-error below is what keeps the type check green.
// Were unhandledCase to accept any value, that directive would be unused and the check would fail.
function stopsAt(light: Light): boolean | string {
  switch (light) {
    case 'red':
      return true;
    case 'green':
      return false;
    default:
      // @ts-expect-error 'amber' has no case
      return unhandledCase(light);
  }
}

function allHandled(light: Light): boolean | string {
  switch (light) {
    case 'red':
    case 'amber':
      return true;
    case 'green':
      return false;
    default:
      return unhandledCase(light);
  }
}

describe('unhandledCase', () => {
  it.each([
    ['a value the switch forgot', stopsAt('amber'), 'unhandled case: "amber"'],
    ['a handled value never reaches it', allHandled('amber'), true],
  ])('%s', (_name, result, expected) => {
    expect(result).toBe(expected);
  });
});
