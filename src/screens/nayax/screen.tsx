import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskSteps } from '@/screens/nayax/kiosk-steps';
import { $variant } from '@/state/stores';
import { PageLayout } from '@/ui/layout/page-layout';
import { PaymentPanel } from '@/ui/payment-panel';
import './nayax.css';

/**
 * Nayax: an unattended payment kiosk. Large type and touch targets of at least 56 px, no Back
 * button (there is no previous page on a kiosk), and on small screens one field at a time with
 * a step bar, done on the shared card form with layout rather than a second, duplicated form.
 */
export function Screen() {
  const { t } = useTranslation();
  useState(withoutBackButton);
  const formArea = useRef<HTMLDivElement>(null);
  return (
    <PageLayout className="nayax">
      <div className="nayax__panel">
        <h1 className="nayax__title">{t('nayax.tapToPay')}</h1>
        <div className="nayax__form" ref={formArea}>
          <PaymentPanel />
        </div>
        <KioskSteps formArea={formArea} />
      </div>
    </PageLayout>
  );
}

/**
 * A kiosk never shows Back, whatever its settings say: the layout's Back button reads the
 * variant settings, so the screen turns both flags off once, before the layout first renders.
 * Runs in a state initializer (once per mount, idempotent under StrictMode's double call).
 */
function withoutBackButton(): true {
  const variant = $variant.get();
  if (variant.settings.backButtonOnDesktop || variant.settings.backButtonOnMobile) {
    $variant.set({
      ...variant,
      settings: { ...variant.settings, backButtonOnDesktop: false, backButtonOnMobile: false },
    });
  }
  return true;
}
