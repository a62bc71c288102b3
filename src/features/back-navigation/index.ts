/** The Back button's rule (BackURL, merchant hosts, referrer), fetched on the click (src/later.ts). */
export { navigateBack } from '@/features/back-navigation/state/back-navigation';
