/**
 * The field logic's module hands itself over here as it runs, to the load waiting for it
 * (load-later.ts). Its import() resolves only some tasks after the module has run, even when it has
 * run and been checked already: each module-map lookup, of the chunk and of what it imports, is a
 * task of its own that the browser queues behind the shopper's keys, frames and the load event. On
 * the slow phone that was 29 ms with the page idle and 55 ms with a key being typed, and a first key
 * typed at usable waited for it to be shown formatted (docs/performance.md, "The field logic hands
 * itself over"). The module runs only from its integrity-checked chunk
 * (platform/checked-chunk-import.ts), and it hands over the exports import() would give (the door
 * re-exports them all, load-later.test.ts checks it).
 *
 * Untyped here: this module imports nothing, so the door can import it without an import circle
 * through the field logic's types. The door hands over the module it re-exports (field-logic.ts)
 * and the one load that asks names their type (load-later.ts).
 */
let waiting: ((logic: object) => void) | undefined;

/** Said once by the field logic's door as its module runs (src/features/field-logic/index.ts). */
export function handOverFieldLogic(logic: object): void {
  const receive = waiting;
  waiting = undefined;
  receive?.(logic);
}

/**
 * The field logic once its module runs, as the door's exports (`Logic`). Never settles when the
 * module ran before this was asked, or never runs (its chunk refused): the load that asks takes
 * whichever of this and import() comes first, and import() settles in both cases.
 */
export function fieldLogicAsItRuns<Logic extends object>(): Promise<Logic> {
  return new Promise((resolve) => {
    waiting = (logic) => resolve(logic as Logic);
  });
}
