import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { goBack } from '@/state/actions/go-back';
import { $variant } from '@/state/stores';

/**
 * "Back" (spec section 4). Shown on desktop and hidden on mobile/tablet by default (spec 9);
 * iframe variants hide it everywhere, bigo and b_game show it on mobile too.
 */
export function BackButton() {
  const { t } = useTranslation();
  const { settings } = useStore($variant);
  if (!settings.backButtonOnDesktop && !settings.backButtonOnMobile) return null;
  const classes = ['button', 'button--link', 'back-button'];
  if (!settings.backButtonOnDesktop) classes.push('back-button--hide-desktop');
  if (!settings.backButtonOnMobile) classes.push('back-button--hide-mobile');
  return (
    <button type="button" className={classes.join(' ')} onClick={() => void goBack()}>
      <span aria-hidden="true">{'‹'}</span> {t('actions.back')}
    </button>
  );
}
