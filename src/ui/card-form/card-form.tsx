import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setSaveCard } from '@/state/actions/edit-card-form';
import { submitCardForm } from '@/state/actions/submit-card-form';
import { $cardForm } from '@/state/card-form';
import { $billingAddressShown } from '@/state/first-screen-config';
import { $variant } from '@/state/stores';
import {
  CardholderNameField,
  CardNumberField,
  ExpiryField,
  SecurityCodeField,
} from '@/ui/card-form/card-fields';
import { ErrorSummarySlot } from '@/ui/card-form/error-summary-slot';
import { FormNotice } from '@/ui/card-form/form-notice';
import { PayButton } from '@/ui/card-form/pay-button';
import { BillingFields, PaymentProgress, RecipientFields } from '@/ui/lazy-parts';
import './card-form.css';

/**
 * The new-card form shared by every screen: number, expiry, security code, name, billing
 * address and recipient where asked, save-card, pay. `noValidate` because our validators speak
 * the shopper's language and the browser's bubbles do not.
 */
export function CardForm() {
  const { t } = useTranslation();
  const { settings } = useStore($variant);
  // Only the save-card box is the form's own; each field follows its own value (use-card-field).
  const values = useStore($cardForm, { keys: ['saveCard'] });
  const withAddress = useStore($billingAddressShown);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitCardForm(new Date());
  };

  return (
    // method="dialog": outside a dialog the browser itself never submits such a form, so Enter or
    // Pay before the script has run (the form is in the HTML) cannot put card data into a URL.
    // autoComplete="off" on the form, in the HTML as the build writes it: Firefox (ESR 153) keeps
    // no form state for its fields, so a reload or a history step never fills the card in again,
    // even where no script ran in the page that was left. Card autofill reads each input's own
    // cc-* token, which the form's "off" does not override (HTML's autofill rules).
    <form
      className="card-form"
      method="dialog"
      autoComplete="off"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="card-form-title"
    >
      <h2 className="card-form__title" id="card-form-title">
        {t('card.sectionTitle')}
      </h2>
      <FormNotice />
      <ErrorSummarySlot />
      <CardNumberField />
      {/* Stacked on phones by CSS alone, so the prerendered form is laid out as the hydrated one. */}
      <div
        className={
          settings.labelsAsPlaceholdersOnSmallScreens ? 'field-row field-row--stacked-on-phones' : 'field-row'
        }
      >
        <ExpiryField />
        <SecurityCodeField />
      </div>
      {settings.showCardholderName ? <CardholderNameField /> : null}
      {withAddress ? <BillingFields /> : null}
      {settings.recipientDetails ? <RecipientFields /> : null}
      <label className="checkbox">
        <input
          type="checkbox"
          name="save-card"
          checked={values.saveCard === 'true'}
          // A checkbox has no read-only state: while a payment runs a click is refused (setSaveCard).
          onChange={(event) => setSaveCard(event.target.checked)}
        />
        {t('card.saveCard')}
      </label>
      <PayButton progress={<PaymentProgress />} />
    </form>
  );
}
