import { loadLater } from '@/later';

/**
 * The Back button's action. Its rule (BackURL, the merchant host list, the referrer) is fetched
 * on the click, not with the first screen: few shoppers press Back, and the first load has no
 * bytes to spare. If even that small chunk cannot come (offline), the browser's own Back does.
 */
export function goBack(history: Pick<History, 'back'> = window.history): Promise<void> {
  return loadLater('back-navigation').then(
    (module) => module.navigateBack(history),
    () => history.back(),
  );
}
