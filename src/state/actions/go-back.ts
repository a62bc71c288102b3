import { backTarget } from '@/core/back-target';
import { loadServices } from '@/state/services';
import { $config } from '@/state/stores';

/** Back: BackURL if set and not blank, else the referrer (spec section 4); history as last resort. */
export async function goBack(history: Pick<History, 'back'> = window.history): Promise<void> {
  const services = await loadServices();
  const target = backTarget($config.get().backUrl, services.referrer);
  if (target) services.navigate(target);
  else history.back();
}
