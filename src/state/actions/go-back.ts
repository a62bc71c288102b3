import { backTarget } from '@/core/back-target';
import { loadServices } from '@/state/services';
import { $config, $variant } from '@/state/stores';

/** Back: BackURL if set and not blank, else the referrer (spec section 4); history as last resort. */
export async function goBack(history: Pick<History, 'back'> = window.history): Promise<void> {
  const hosts = $variant.get().settings.merchantHosts;
  let services: Awaited<ReturnType<typeof loadServices>>;
  try {
    services = await loadServices();
  } catch {
    // Offline and the services chunk never came: Back must still work. The target is checked
    // the same way; only the plain http(s) navigation of the browser is used.
    const target = backTarget($config.get().backUrl, document.referrer, hosts);
    if (target) window.location.assign(target);
    else history.back();
    return;
  }
  const target = backTarget($config.get().backUrl, services.referrer, hosts);
  if (target) services.navigate(target);
  else history.back();
}
