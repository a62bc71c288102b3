import { backTarget } from '@/features/checkout/core/back-target';
import { loadServices } from '@/state/services';
import { $config, $variant } from '@/state/stores';

/**
 * Back: BackURL if set, not blank and on an allowed merchant host, else the referrer (spec
 * section 4); history as last resort. Offline, when the services chunk never came, Back still
 * works: the target is checked the same way and only the browser's plain navigation is used.
 */
export async function navigateBack(history: Pick<History, 'back'> = window.history): Promise<void> {
  const services = await loadServices().catch(() => undefined);
  const target = backTarget(
    $config.get().backUrl,
    services ? services.referrer : document.referrer,
    $variant.get().settings.merchantHosts,
  );
  if (!target) history.back();
  else if (services) services.navigate(target);
  else window.location.assign(target);
}
