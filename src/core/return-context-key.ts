/**
 * Where the return context lives in the tab's sessionStorage: its own module, so a payment page's
 * first screen can look for it (platform/outcome-left-unknown.ts) without carrying its parser.
 */
export const returnContextStorageKey = 'hpp-return-context';
