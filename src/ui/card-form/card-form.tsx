import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detectScheme } from '@/core/scheme-detection';
import { payWithCard } from '@/state/actions/pay-with-card';
import { $cardForm, validateField, visibleFields } from '@/state/card-form';
import { $config, $variant } from '@/state/stores';
import { BillingFields } from '@/ui/card-form/billing-fields';
import {
  CardholderNameField,
  CardNumberField,
  ExpiryField,
  SecurityCodeField,
} from '@/ui/card-form/card-fields';
import { FormNotice } from '@/ui/card-form/form-notice';
import { PayButton } from '@/ui/card-form/pay-button';
import './card-form.css';

/**
 * The new-card form shared by every screen: number, expiry, security code, name, billing
 * address where asked, save-card, pay. `noValidate` because our validators speak the shopper's
 * language and the browser's bubbles do not.
 */
export function CardForm() {
  const { t } = useTranslation();
  const { settings } = useStore($variant);
  const config = useStore($config);
  const values = useStore($cardForm);
  const [errorSummary, setErrorSummary] = useState('');
  const isAmex = detectScheme(values.cardNumber.replace(/\D/g, ''))?.id === 'amex';
  const withAddress = settings.readAddressFields && config.addressFields;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const now = new Date();
    const errors = visibleFields(settings, config).filter(
      (field) => !validateField(field, $cardForm.get(), { settings, config, now }).isValid,
    ).length;
    setErrorSummary(errors > 0 ? t('status.fixErrors', { count: errors }) : '');
    void payWithCard(now);
  };

  return (
    <form className="card-form" onSubmit={onSubmit} noValidate aria-labelledby="card-form-title">
      <h2 className="card-form__title" id="card-form-title">
        {t('card.sectionTitle')}
      </h2>
      <FormNotice />
      <CardNumberField />
      <div className="field-row">
        <ExpiryField />
        <SecurityCodeField isAmex={isAmex} />
      </div>
      {settings.showCardholderName ? <CardholderNameField /> : null}
      {withAddress ? <BillingFields /> : null}
      <label className="checkbox">
        <input
          type="checkbox"
          name="save-card"
          checked={values.saveCard === 'true'}
          onChange={(event) => $cardForm.setKey('saveCard', event.target.checked ? 'true' : '')}
        />
        {t('card.saveCard')}
      </label>
      <p className="visually-hidden" aria-live="polite">
        {errorSummary}
      </p>
      <PayButton />
    </form>
  );
}
