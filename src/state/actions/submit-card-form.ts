import { noticeConnectionFailed } from '@/state/actions/notices';
import { $submitted } from '@/state/card-form';
import { type Later, loadLater } from '@/state/load-later';

/**
 * The new-card form's Pay. The field logic and the checkout are usually loaded since the shopper's
 * first interaction (prefetchOnFirstInteraction) and are fetched in parallel when not. Once the
 * field logic is there every field's error may show; the checkout (payWithCard) then checks the
 * form once and pays or focuses the first invalid field. The errors show even when only the
 * checkout cannot load, with a notice that the connection failed. Returns whether a payment was sent.
 */
export async function submitCardForm(now: Date = new Date()): Promise<boolean> {
  const checkout = loadLater('checkout');
  checkout.catch(() => undefined); // handled below; a failure before then is not "unhandled"
  let payWithCard: Later<'checkout'>['payWithCard'];
  try {
    await loadLater('field-logic');
    $submitted.set(true);
    ({ payWithCard } = await checkout);
  } catch {
    noticeConnectionFailed();
    return false;
  }
  return payWithCard(now);
}
