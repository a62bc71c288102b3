/**
 * The outcome of a step that may not go through: `ok` with its value, or not with why. One shape
 * for the page's actions (a saved-card payment, a delete) and the sandbox's reading of a request,
 * so every caller asks `result.ok` and reads `value` or `error`, whatever the step. A step with
 * nothing to give back has the value `undefined`. Types only: nothing of it reaches a bundle.
 */
export type Result<Value, Failure = string> = { ok: true; value: Value } | { ok: false; error: Failure };
