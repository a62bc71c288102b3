import { loadLater } from '@/state/load-later';

/**
 * The Back button's action. Its rule (BackURL, the merchant host list, the referrer) is the
 * checkout's, fetched on the click if not yet there, not with the first screen: the first load has
 * no bytes to spare. If even that chunk cannot come (offline), the browser's own Back does.
 */
export function goBack(history: Pick<History, 'back'> = window.history): Promise<void> {
  return loadLater('checkout').then(
    (module) => module.navigateBack(history),
    () => history.back(),
  );
}
