import {
  parseReturnContext,
  type ReturnContext,
  returnContextStorageKey,
  serialiseReturnContext,
} from '@/core/return-context';

/**
 * sessionStorage for the return context (core/return-context.ts). Storage can be missing or
 * throw (disabled, full, a privacy mode): then the pages work as before, without the context.
 */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function writeReturnContext(context: ReturnContext, storage = sessionStore()): void {
  try {
    storage?.setItem(returnContextStorageKey, serialiseReturnContext(context));
  } catch {
    // Without it the result page is plainer, never broken.
  }
}

export function readReturnContext(
  now = Date.now(),
  origin = window.location.origin,
  storage = sessionStore(),
): ReturnContext | undefined {
  try {
    return parseReturnContext(storage?.getItem(returnContextStorageKey) ?? null, now, origin);
  } catch {
    return undefined;
  }
}
