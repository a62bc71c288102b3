import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemeLogoId } from '@/core/scheme-logos';
import { schemeLogoUrl } from '@/ui/scheme-logo/scheme-logo-url';
import '@/ui/scheme-logo/scheme-logo.css';

export interface SchemeLogoProps {
  scheme: SchemeLogoId;
  /** Width in CSS pixels; the height keeps the 3:2 card shape. */
  size?: number;
  /** Next to text that already names the scheme the image would only be read twice. */
  decorative?: boolean;
}

const defaultWidth = 48;

/** Memoised: the card number's field re-renders when its marking or error changes, its logo only when the scheme does. */
export const SchemeLogo = memo(function SchemeLogo({
  scheme,
  size = defaultWidth,
  decorative = false,
}: SchemeLogoProps) {
  const { t } = useTranslation();
  return (
    <img
      className="scheme-logo"
      src={schemeLogoUrl(scheme)}
      alt={decorative ? '' : t(`card.schemes.${scheme}`)}
      width={size}
      height={Math.round((size * 2) / 3)}
      decoding="async"
      draggable={false}
    />
  );
});
