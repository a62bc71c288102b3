import { useStore } from '@nanostores/react';
import { type RefObject, useEffect } from 'react';
import { $focusRequest } from '@/state/focus-request';

/** Focuses this field's input when an action asks for it (first invalid field, WRONG_CVV). */
export function useFocusRequest(field: string, ref: RefObject<HTMLElement | null>): void {
  const request = useStore($focusRequest);
  useEffect(() => {
    if (request?.field === field) ref.current?.focus();
  }, [request, field, ref]);
}
