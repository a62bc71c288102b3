import { backTarget } from '@/core/back-target';
import { getServices } from '@/state/services';
import { $config } from '@/state/stores';

/** Back: BackURL if set and not blank, else the referrer (spec section 4); history as last resort. */
export function goBack(history: Pick<History, 'back'> = window.history): void {
  const services = getServices();
  const target = backTarget($config.get().backUrl, services.referrer);
  if (target) services.navigate(target);
  else history.back();
}
