import { atom } from 'nanostores';

/**
 * How many times Pay was refused for the form's errors. The error summary is rendered anew on
 * each, so a screen reader hears a second refusal with the same errors too (its live region
 * announces what is added, not what stays the same). Only code that loads later imports it (the
 * checkout, which refuses, and the summary), so the build puts it in a lazy chunk, not the first
 * screen's (scripts/build/entry-chunk.ts).
 */
export const $refusedPays = atom(0);

export function countRefusedPay(): void {
  $refusedPays.set($refusedPays.get() + 1);
}
