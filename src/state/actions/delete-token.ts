import * as v from 'valibot';
import { buildDeleteTokenPayload } from '@/core/checkout-payload';
import { deleteTokenReplySchema } from '@/core/gateway-replies';
import { removeSavedCard } from '@/core/token-list';
import { loadServices } from '@/state/services';
import { $config, $payFlow, $request, $tokens } from '@/state/stores';

/**
 * Deletes a saved card and removes it from the list without reloading the page. Unlike a
 * payment, a failed delete does not leave the page: the card stays and the shopper is told.
 */
export async function deleteToken(token: string): Promise<'deleted' | 'failed'> {
  // A card being paid with right now is not deleted under the payment's feet.
  if ($request.get() === 'processing') return 'failed';
  try {
    const { http, gatewayBase } = await loadServices();
    const reply = await http.postForm(
      `${gatewayBase}/rest/v1/deleteToken`,
      buildDeleteTokenPayload($config.get(), token),
    );
    const parsed = v.safeParse(deleteTokenReplySchema, reply);
    if (!parsed.success || parsed.output.g1 !== token) return 'failed';
  } catch {
    return 'failed';
  }
  const remaining = removeSavedCard($tokens.get(), token);
  $tokens.set(remaining);
  if (remaining.length === 0) $payFlow.set('new-card');
  return 'deleted';
}
