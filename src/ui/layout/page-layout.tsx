import { Logo } from 'virtual:variant-logo';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderLayout } from '@/core/header-layouts';
import { providerName } from '@/core/provider';
import { $headerWordmark } from '@/state/first-screen-config';
import { $variant } from '@/state/stores';
import { BackButton } from '@/ui/layout/back-button';
import { skipToFirstField } from '@/ui/layout/skip-to-first-field';
import '@/ui/layout/header.css';
import './page-layout.css';

export interface PageLayoutProps {
  children: ReactNode;
  /** Extra class on the page, so a screen can restyle its own layout. */
  className?: string;
  /** A screen with no previous page (the nayax kiosk) turns Back off whatever the settings say. */
  showBackButton?: boolean;
  /** A screen of its own names its header's layout (core/header-layouts.ts) and imports its CSS. */
  headerLayout?: HeaderLayout;
}

/**
 * Header with the merchant's wordmark, the main column, and the footer (full, or only the PCI
 * banner for aober). The merchant name from the query is React text, never HTML.
 */
export function PageLayout({ children, className, showBackButton = true, headerLayout }: PageLayoutProps) {
  const { t } = useTranslation();
  const { settings, brand } = useStore($variant);
  // The header is the merchant's brand from its theme; merchantName from the query stands in
  // on the generic forms and on a variant without a brand (it also appears in order summaries).
  // With neither there is no wordmark: the generic forms' wordmark is "Secure payment", which the
  // screen's heading already says.
  const wordmark = useStore($headerWordmark);
  const wordmarkClass = `page__wordmark page__wordmark--${brand?.wordmarkStyle ?? 'bold'}`;
  const backAtBottom = settings.navigationButtonAtBottom;
  return (
    <div className={['page', className].filter(Boolean).join(' ')}>
      {/* biome-ignore lint/a11y/useValidAnchor: a real link to the payment column; the handler only carries focus on to its first field */}
      <a className="skip-link" href="#payment" onClick={skipToFirstField}>
        {t('page.skipToForm')}
      </a>
      {/* The theme's header style, then the screen's own layout over it; the result page draws the same. */}
      <header
        className={`page__header page__header--${brand?.headerStyle ?? 'bar'}${headerLayout ? ` page__header--${headerLayout}` : ''}`}
        data-layout={headerLayout}
      >
        {/* Always there, empty until the query's merchantName is applied, so the header keeps its size. */}
        {Logo && brand?.logo ? (
          <Logo logo={brand.logo} className={wordmarkClass} />
        ) : (
          <p className={wordmarkClass}>{wordmark}</p>
        )}
        <span className="page__secure">
          <svg aria-hidden="true" width="14" height="16" viewBox="0 0 14 16" fill="currentColor">
            <path d="M7 0a4 4 0 0 0-4 4v3H2a2 2 0 0 0-2 2v5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-1V4a4 4 0 0 0-4-4Zm-2 4a2 2 0 1 1 4 0v3H5V4Z" />
          </svg>
          {t('page.secureConnection')}
        </span>
      </header>
      <main className="page__main" id="payment">
        {showBackButton && !backAtBottom ? <BackButton /> : null}
        {children}
        {showBackButton && backAtBottom ? <BackButton /> : null}
      </main>
      <footer className="page__footer">
        <p>{t('page.pciBanner')}</p>
        {settings.footer === 'full' ? <p>{t('page.poweredBy', { provider: providerName })}</p> : null}
      </footer>
    </div>
  );
}
