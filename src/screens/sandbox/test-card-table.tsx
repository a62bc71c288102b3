import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCardNumber } from '@/core/card-number-format';
import { testCardDefaults, testCards } from '@/core/gateway/test-cards';
import { CopyStatusMessage } from '@/screens/sandbox/copy-status';
import { useCopy } from '@/screens/sandbox/use-copy';

/** Grouped as the card form shows it: 4-4-4-4, amex 4-6-5. */
function grouped(number: string): string {
  return formatCardNumber(number, number.length).value;
}

/** The sandbox gateway's test cards: what each number does, with a copy button per number. */
export function TestCardTable() {
  const { t } = useTranslation();
  const headingId = useId();
  const { status, copy } = useCopy();
  return (
    <div className="sandbox__section">
      <h2 id={headingId}>{t('sandbox.testCards')}</h2>
      <p className="sandbox__hint">
        {t('sandbox.testCardsHint', {
          month: testCardDefaults.expiryMonth,
          year: testCardDefaults.expiryYear.slice(-2),
          cvv: testCardDefaults.cvv,
          amexCvv: testCardDefaults.amexCvv,
        })}
      </p>
      {/* Scrolls on its own so the page never scrolls sideways; focusable so keyboards can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="sandbox__table-scroll" aria-labelledby={headingId} tabIndex={0}>
        <table className="sandbox__table">
          <thead>
            <tr>
              <th scope="col">{t('sandbox.cardNumber')}</th>
              <th scope="col">{t('sandbox.outcome')}</th>
              <th scope="col">{t('sandbox.shopperSees')}</th>
              <th scope="col">{t('sandbox.token')}</th>
            </tr>
          </thead>
          <tbody>
            {testCards.map((card) => {
              const number = grouped(card.number);
              return (
                <tr key={card.number}>
                  <th scope="row" className="sandbox__number-cell">
                    {/* The number itself is the copy button: its visible text stays inside its name in every language. */}
                    <button
                      type="button"
                      className="sandbox__number-button"
                      aria-label={t('sandbox.copyNumber', { number })}
                      onClick={() => void copy(card.number)}
                    >
                      <span className="sandbox__number" dir="ltr">
                        {number}
                      </span>
                      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
                        <path d="M5 1h8a2 2 0 0 1 2 2v8h-2V3H5V1ZM1 5a2 2 0 0 1 2-2h7a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V5Zm2 0v9h7V5H3Z" />
                      </svg>
                    </button>
                  </th>
                  <td>{t(`sandbox.outcomes.${card.outcome}`)}</td>
                  <td>{t(`sandbox.shopperSeesByOutcome.${card.outcome}`)}</td>
                  <td>
                    <code dir="ltr">{card.token}</code>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <CopyStatusMessage status={status} />
    </div>
  );
}
