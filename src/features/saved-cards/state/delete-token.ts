import { deleteTokenPath } from '@/core/gateway/endpoints';
import { buildDeleteTokenPayload } from '@/core/gateway/payloads';
import { isDeleteRefused } from '@/core/gateway/replies';
import type { Result } from '@/core/result';
import { pageUrlWithoutSavedCard, removeSavedCard } from '@/core/token-list';
import { loadServices, type Services } from '@/state/services';
import { $config, $payFlow, $request, $tokens, hasPayableCard } from '@/state/stores';

/**
 * Deletes a saved card and removes it from the list without reloading the page. Unlike a
 * payment, a failed delete does not leave the page: the card stays and the shopper is told.
 *
 * The spec shows no reply shape, so any 2xx answer is a delete (an empty body, `{}`, 204), unless
 * it says `deleted: false` in so many words. A non-2xx answer or a network failure keeps the card.
 */
export async function deleteToken(token: string): Promise<Result<undefined>> {
  // A card being paid with right now is not deleted under the payment's feet.
  if ($request.get() === 'processing') return { ok: false, error: 'a payment is running' };
  let services: Services;
  try {
    services = await loadServices();
    const reply = await services.http.postForm(
      `${services.gatewayBase}${deleteTokenPath}`,
      buildDeleteTokenPayload($config.get(), token),
    );
    if (isDeleteRefused(reply)) return { ok: false, error: 'the gateway refused' };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'the request failed' };
  }
  const remaining = removeSavedCard($tokens.get(), token);
  $tokens.set(remaining);
  // A deleted card preselected by g1 is no longer a token to send with a new card either.
  const config = $config.get();
  if (config.token === token) $config.set({ ...config, token: '' });
  // With no card left to pay with (none, or only expired ones), the new-card form takes over.
  if (!hasPayableCard(remaining)) $payFlow.set('new-card');
  services.replacePageUrl(pageUrlWithoutSavedCard(services.pageUrl, token));
  return { ok: true, value: undefined };
}
