import { useStore } from '@nanostores/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardFormOf, clampStep, firstControlOf, kioskStepCount, stepOf } from '@/screens/nayax/form-steps';
import type { FieldName } from '@/state/card-form';
import { $focusRequest } from '@/state/focus-request';
import { $notice } from '@/state/stores';
import { fieldInputId } from '@/ui/fields/field-input-id';

/**
 * The kiosk's steps for small screens: the shared card form, shown one step at a time
 * (form-steps.ts: number; expiry and code; name, save card and Pay), with "Step 2 of 3",
 * Previous and Next in a bar below. nayax.css hides the other steps' fields below 640 px, so a
 * step is one screen with the brand above it, never a long page scrolled past its header; wider
 * kiosk screens show the whole form and hide the bar. The step follows focus, so a field that
 * takes focus (the first invalid one after Pay, WRONG_CVV's code) brings its step with it.
 */
interface Move {
  step: number;
  seq: number;
  focus?: HTMLElement;
}

export function KioskSteps({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  // The build prerenders the card form (a saved-card list comes with the query, after hydration),
  // so the first render, in the build and hydrating, draws the first step and its bar: the first
  // paint is the layout the shopper goes on to use, and nothing moves when the script takes over.
  const [hasForm, setHasForm] = useState(true);
  // Previous and Next do nothing until the script has taken over: shown disabled until then, so a
  // tap before it is not silently lost (the number field takes typing from the first paint).
  const [ready, setReady] = useState(false);
  // A move carries the control to focus once its step is drawn; `seq` tells a new move (even to
  // the step already shown) from a re-render, and a step change that followed focus has none.
  const [move, setMove] = useState<Move>({ step: 1, seq: 0 });
  const focused = useRef(0);

  const goTo = useCallback((step: number, focus?: HTMLElement | null) => {
    setMove((previous) => ({ step: clampStep(step), seq: previous.seq + 1, focus: focus ?? undefined }));
  }, []);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const recount = () => setHasForm(cardFormOf(element) !== null);
    recount();
    setReady(true);
    const onFocusIn = (event: FocusEvent) => {
      const form = cardFormOf(element);
      const step = form && event.target instanceof Element ? stepOf(form, event.target) : undefined;
      if (step !== undefined) {
        setMove((previous) => (previous.step === step ? previous : { step, seq: previous.seq }));
      }
    };
    // The form comes and goes (the saved-card flow replaces it).
    const observer = new MutationObserver(recount);
    element.addEventListener('focusin', onFocusIn);
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);

  // A field asked to take focus (the first invalid one after Pay, the code after WRONG_CVV) may be
  // on a hidden step, where focusing does nothing: show its step, then focus it.
  const request = useStore($focusRequest);
  useEffect(() => {
    const form = area.current ? cardFormOf(area.current) : null;
    // A request may name something other than a field (the saved-card list): then no input has its id.
    const input = request ? document.getElementById(fieldInputId(request.field as FieldName)) : null;
    const step = form && input ? stepOf(form, input) : undefined;
    if (step !== undefined) goTo(step, input);
  }, [request, goTo]);

  // A notice about the whole payment (RETRY, a connection failure) is written above the fields:
  // after Pay, go back to the first step so it is read and the card entered again. A notice about
  // one field focuses that field itself (above), the reload notice its own button; a notice on
  // arrival (nothing focused in the form) is already in view.
  const notice = useStore($notice);
  useEffect(() => {
    const element = area.current;
    const form = element ? cardFormOf(element) : null;
    if (!notice || notice.field || notice.reload || !element || !form) return;
    if (!bar.current?.getClientRects().length || !element.contains(document.activeElement)) return;
    goTo(1, firstControlOf(form, 1));
  }, [notice, goTo]);

  useEffect(() => {
    if (move.seq === focused.current) return;
    focused.current = move.seq;
    move.focus?.focus();
    // The step's top (with the notice, the error summary above the fields) back in view.
    area.current?.querySelector('.notice')?.scrollIntoView?.({ block: 'start' });
  }, [move]);

  const step = move.step;
  const next = (to: number) => {
    const form = area.current ? cardFormOf(area.current) : null;
    if (form) goTo(to, firstControlOf(form, to));
  };

  return (
    <>
      <div className="nayax__form" ref={area} data-kiosk-step={hasForm ? step : undefined}>
        {children}
      </div>
      {hasForm ? (
        <div className="kiosk-steps" ref={bar}>
          <button
            type="button"
            className="button button--secondary kiosk-steps__button"
            disabled={!ready || step <= 1}
            onClick={() => next(step - 1)}
          >
            {t('actions.previous')}
          </button>
          <p className="kiosk-steps__label" aria-live="polite">
            {t('nayax.step', { current: step, total: kioskStepCount })}
          </p>
          <button
            type="button"
            className="button button--secondary kiosk-steps__button"
            disabled={!ready || step >= kioskStepCount}
            onClick={() => next(step + 1)}
          >
            {t('actions.next')}
          </button>
        </div>
      ) : null}
    </>
  );
}
