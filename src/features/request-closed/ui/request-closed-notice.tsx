import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $shopLink } from '@/features/request-closed/state/shop-link';
import { goBack } from '@/state/actions/go-back';
import { $closedRequest } from '@/state/stores';

/** Literal keys, so the build keeps these texts in the translation files (src/core/later-texts.ts). */
const texts = {
  paid: 'status.requestPaid',
  expired: 'status.requestExpired',
} as const;

/**
 * Said instead of the form when the gateway says this link's request is already paid or has
 * expired: paying again is what the shopper must not be invited to do. A status region, so a
 * screen reader announces the change of page. Its way on: "Return to the shop" where the merchant
 * gave a BackURL (the Back action goes there, in the top window for iframe variants), otherwise
 * the advice to close the page.
 */
export function RequestClosedNotice() {
  const { t } = useTranslation();
  const closed = useStore($closedRequest);
  const shopLink = useStore($shopLink);
  if (!closed) return null;
  return (
    <section className="notice request-closed" role="status">
      <p className="notice__text">{t(texts[closed])}</p>
      {shopLink ? (
        <button type="button" className="button button--primary notice__reload" onClick={() => void goBack()}>
          {t('status.returnToShop')}
        </button>
      ) : (
        <p className="notice__text">{t('status.closePageHint')}</p>
      )}
    </section>
  );
}
