import { describe, expect, it } from 'vitest';
import { fieldLogicAsItRuns, handOverFieldLogic } from '@/state/field-logic-handover';

/** Whether `promise` has settled after the microtasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('the field logic handed over as its module runs', () => {
  it.each([
    ['asked before the module runs: gets what it hands over', ['ask', 'hand over'], [true]],
    ['asked after it ran: waits (the import() answers that load)', ['hand over', 'ask'], [false]],
    ['asked again after a failed load: the new ask gets it', ['ask', 'ask', 'hand over'], [false, true]],
    [
      'handed over twice: only the waiting ask gets it, once',
      ['ask', 'hand over', 'hand over', 'ask'],
      [true, false],
    ],
  ] as const)('%s', async (_name, steps, expected) => {
    const handed = { fieldFormatters: {} };
    const asks: Promise<object>[] = [];
    for (const step of steps) {
      if (step === 'ask') asks.push(fieldLogicAsItRuns<object>());
      else handOverFieldLogic(handed);
    }
    const outcomes = await Promise.all(asks.map(settled));
    expect(outcomes).toEqual(expected);
    for (const [index, ask] of asks.entries()) if (outcomes[index]) expect(await ask).toBe(handed);
  });
});
