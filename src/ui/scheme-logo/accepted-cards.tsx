import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type SchemeLogoId, toSchemeLogoId } from '@/core/scheme-logos';
import { SchemeLogo } from '@/ui/scheme-logo/scheme-logo';
import '@/ui/scheme-logo/scheme-logo.css';
import { adoptStylesheet } from '@/ui/adopt-stylesheet';
import acceptedCardsCss from '@/ui/scheme-logo/accepted-cards.css?inline';

// Shown only by parts that load later (the saved-card list): its rules come inside their
// integrity-checked chunk (adopt-stylesheet.ts).
adoptStylesheet(acceptedCardsCss);

export interface AcceptedCardsProps {
  /** supportedCardTypes as parsed from the query (lower-case ids). */
  types: readonly string[];
  /** Logo width in CSS pixels. */
  size?: number;
  /** The (visually hidden) heading's level, to fit the outline of the page around it. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The logos of the accepted schemes. A type without a logo of its own is left out rather than
 * shown as a generic card: a row of anonymous cards tells the shopper nothing.
 */
export function AcceptedCards({ types, size = 40, headingLevel = 2 }: AcceptedCardsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const logos = [
    ...new Set(
      types.map(toSchemeLogoId).filter((id): id is SchemeLogoId => id !== undefined && id !== 'default'),
    ),
  ];
  if (logos.length === 0) return null;
  return (
    <section className="accepted-cards" aria-labelledby={headingId}>
      <Heading id={headingId} className="visually-hidden">
        {t('card.acceptedCards')}
      </Heading>
      <ul className="accepted-cards__list">
        {logos.map((scheme) => (
          <li key={scheme} className="accepted-cards__item">
            <SchemeLogo scheme={scheme} size={size} />
          </li>
        ))}
      </ul>
    </section>
  );
}
