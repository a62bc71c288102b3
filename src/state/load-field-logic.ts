import { atom } from 'nanostores';
import { loadOnce } from '@/state/load-once';

export type FieldLogic = typeof import('@/state/field-logic');

/**
 * The card fields' formatters, scheme detection, validators and error-visibility rule, once loaded. They are ~2.5 kB
 * gzip of the first screen's code (issue 10) that nothing needs before the shopper's first
 * interaction, when start-up starts loading them (load-checkout.ts). Until they arrive a field
 * keeps what is typed and shows no verdict; on arrival each field formats what it holds.
 */
export const $fieldLogic = atom<FieldLogic | undefined>(undefined);

/** Loads the field logic once (a failed load is tried again on the next call) and publishes it. */
export const loadFieldLogic: () => Promise<FieldLogic> = loadOnce(() =>
  import('@/state/field-logic').then((logic) => {
    $fieldLogic.set(logic);
    return logic;
  }),
);
