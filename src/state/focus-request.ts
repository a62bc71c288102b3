import { atom } from 'nanostores';

/**
 * Actions decide which field needs the shopper's attention (first invalid on submit, the
 * security code after WRONG_CVV); components own the DOM and move focus. The sequence number
 * makes a repeated request for the same field fire again.
 */
export interface FocusRequest {
  field: string;
  seq: number;
}
export const $focusRequest = atom<FocusRequest | undefined>(undefined);

export function requestFocus(field: string): void {
  $focusRequest.set({ field, seq: ($focusRequest.get()?.seq ?? 0) + 1 });
}
