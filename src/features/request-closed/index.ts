/**
 * What the payment screens show instead of the form when the gateway says the link's request is
 * already paid or has expired; fetched when shown (src/ui/lazy-parts.ts).
 */
export { RequestClosedNotice } from '@/features/request-closed/ui/request-closed-notice';
