import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $chosenApm, payWithApm } from '@/features/apm/state/pay-with-apm';
import apmCss from '@/features/apm/ui/apm.css?inline';
import { apmLogosReady } from '@/features/apm/ui/apm-logos-ready';
import { $config, $request } from '@/state/stores';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';
import { apmLogoUrl, apmMethod } from '@/ui/apm/apm-methods';

// A part that loads later: its rules come inside its integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(apmCss);

/**
 * The merchant's alternative payment methods (apmPaymentMethods), one button each. A known
 * method shows its logo; any other shows its name as React text, so a hostile value in the
 * query string can only ever appear as characters. While a payment runs the buttons stay
 * focusable but inert (aria-disabled), and the chosen one says where the shopper is going.
 */
export function ApmButtons() {
  const { t } = useTranslation();
  const { apmPaymentMethods } = useStore($config);
  const processing = useStore($request) === 'processing';
  const chosenRaw = useStore($chosenApm);
  if (apmPaymentMethods.length === 0) return null;
  const methods = apmPaymentMethods.map(apmMethod);
  const chosen = methods.find((method) => method.raw === chosenRaw);

  return (
    // A fieldset is the native group; its legend names it and holds the heading for navigation.
    <fieldset className="apm">
      <legend className="apm__legend">
        <h2 className="apm__title">{t('apm.title')}</h2>
      </legend>
      <ul className="apm__list">
        {methods.map((method) => (
          <li className="apm__item" key={method.raw}>
            <button
              type="button"
              className={method.logo ? 'apm__button apm__button--logo' : 'apm__button'}
              aria-disabled={processing}
              aria-busy={processing && chosen?.raw === method.raw}
              // A logo button is named by its image; a text button by the same sentence, which
              // still contains the visible name (WCAG 2.5.3, label in name).
              {...(method.logo ? {} : { 'aria-label': t('apm.payWith', { method: method.displayName }) })}
              onClick={() => void payWithApm(method.raw)}
            >
              {method.logo ? (
                <img
                  className="apm__logo"
                  src={apmLogoUrl(method.logo)}
                  alt={t('apm.payWith', { method: method.displayName })}
                  width={80}
                  height={32}
                  // Decoded before the buttons appear (apm-logos-ready.ts): painting it at once costs nothing.
                  decoding="sync"
                  draggable={false}
                />
              ) : (
                <span className="apm__name">{method.displayName}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {processing && chosen ? t('apm.redirecting', { method: chosen.displayName }) : ''}
      </p>
    </fieldset>
  );
}

/** The buttons once their logos are decoded, so their first frame shows them, not empty outlines. */
export async function apmButtonsWithLogos(): Promise<typeof ApmButtons> {
  await apmLogosReady($config.get().apmPaymentMethods);
  return ApmButtons;
}
