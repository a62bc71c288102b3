import { useStore } from '@nanostores/react';
import { $request } from '@/state/stores';

/**
 * While a payment is in flight the form is read-only: what the gateway is checking must stay what
 * the shopper sees. Read-only rather than disabled, so focus and the values stay where they are.
 */
export function useFormLocked(): boolean {
  return useStore($request) === 'processing';
}
