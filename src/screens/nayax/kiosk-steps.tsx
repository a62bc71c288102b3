import { useStore } from '@nanostores/react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formSteps, type StepPosition, stepPosition } from '@/screens/nayax/form-steps';
import { $notice } from '@/state/stores';

/**
 * The kiosk's step bar for small screens: "Step 2 of 5" with Previous and Next. The shared card
 * form is not duplicated into a wizard; on small screens nayax.css gives each field the height
 * of the screen and snaps to it, and these buttons move focus (and so the scroll position) from
 * one field to the next. Larger kiosk screens show the whole form and hide this bar.
 */
export function KioskSteps({ formArea }: { formArea: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState<StepPosition>({ current: 0, total: 0 });

  const update = useCallback(
    (focused: Element | null) => {
      const area = formArea.current;
      if (!area) return;
      setPosition((previous) => {
        const next = stepPosition(formSteps(area), focused, previous.current);
        return next.current === previous.current && next.total === previous.total ? previous : next;
      });
    },
    [formArea],
  );

  useEffect(() => {
    const area = formArea.current;
    if (!area) return;
    update(null);
    const onFocusIn = (event: FocusEvent) => update(event.target instanceof Element ? event.target : null);
    // Fields come and go (saved-card flow, error texts): recount without moving the step.
    const observer = new MutationObserver(() => update(null));
    area.addEventListener('focusin', onFocusIn);
    observer.observe(area, { childList: true, subtree: true });
    return () => {
      area.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [formArea, update]);

  // A notice about the whole payment (RETRY, a connection failure) is written above the first
  // field, screens above the Pay button the shopper just pressed: there it would go unseen and Pay
  // would seem to do nothing. While the steps are shown, go back to the first step with the notice
  // in view, so the message is read and the form walked again. A notice about one field focuses
  // that field itself, the reload notice its own button; a notice on arrival (nothing focused in
  // the form) is already in view at the top.
  const notice = useStore($notice);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = formArea.current;
    if (!notice || notice.field || notice.reload || !area || !bar.current?.getClientRects().length) return;
    if (!area.contains(document.activeElement)) return;
    formSteps(area)[0]?.focus({ preventScroll: true });
    area.querySelector('.notice')?.scrollIntoView?.({ block: 'start' });
  }, [notice, formArea]);

  if (position.total === 0) return null;

  const goTo = (step: number) => {
    const area = formArea.current;
    const target = area ? formSteps(area)[step - 1] : undefined;
    if (!target) return;
    target.focus({ preventScroll: true });
    // A step is the field with its label, hint and error (nayax.css makes it one screen tall);
    // the Pay button is a step by itself. Its top goes to the top of the screen, as a page would.
    (target.closest('.field, .checkbox') ?? target).scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="kiosk-steps" ref={bar}>
      <button
        type="button"
        className="button button--secondary kiosk-steps__button"
        disabled={position.current <= 1}
        onClick={() => goTo(position.current - 1)}
      >
        {t('actions.previous')}
      </button>
      <p className="kiosk-steps__label" aria-live="polite">
        {t('nayax.step', { current: position.current, total: position.total })}
      </p>
      <button
        type="button"
        className="button button--secondary kiosk-steps__button"
        disabled={position.current >= position.total}
        onClick={() => goTo(position.current + 1)}
      >
        {t('actions.next')}
      </button>
    </div>
  );
}
