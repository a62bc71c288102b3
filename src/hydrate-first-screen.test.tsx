// @vitest-environment happy-dom
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTree, setFirstScreenState } from '@/first-screen';
import { hydrateFirstScreen } from '@/hydrate-first-screen';
import { Screen as CardFormScreen } from '@/screens/card-form/card-form-screen';
import { englishStartUpTexts } from '@/testing/start-up-english';
import { variant } from '@/testing/test-variant';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

type Say = (what: string) => void;

function Form({ say }: { say: Say }) {
  useLayoutEffect(() => {
    say('layout effect');
  });
  useEffect(() => {
    say('effect');
  });
  return (
    <form>
      <input name="cardnumber" />
      <button type="submit">Pay</button>
    </form>
  );
}

const cardFormPage = (say: Say) => (
  <PageTree i18n={englishStartUpTexts()} Screen={CardFormScreen} onHydrated={() => say('onHydrated')} />
);

// The page marks itself usable from its hydration's effects (start-page.tsx, onHydrated): nothing
// the browser has queued may run between the hydrating render and them.
describe('the first screen hydrates in the calling task', () => {
  it.each<[string, (say: Say) => ReactNode, string[]]>([
    [
      'a form: its effects have run when it returns',
      (say) => <Form say={say} />,
      ['layout effect', 'effect'],
    ],
    ['the card form page: its onHydrated has run when it returns', cardFormPage, ['onHydrated']],
  ])('%s', (_name, tree, expected) => {
    setFirstScreenState(variant);
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(() => undefined));
    document.body.append(container);
    const input = container.querySelector('input');
    const consoleErrors = vi.spyOn(console, 'error');
    // React reports a hydration that had to render afresh through reportError: the window's error event.
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    const said: string[] = [];
    const root = hydrateFirstScreen(
      container,
      tree((what) => said.push(what)),
    );
    expect(said).toEqual(expected);
    // Hydrated, not rendered afresh: the build's input is the one on the page.
    expect(container.querySelector('input')).toBe(input);
    window.removeEventListener('error', onError);
    root.unmount();
    expect(reported).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
  });
});
