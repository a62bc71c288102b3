// @vitest-environment happy-dom
import { act, Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTree, setFirstScreenState } from '@/first-screen';
import { hydrateFirstScreen } from '@/hydrate-first-screen';
import { Screen as CardFormScreen } from '@/screens/card-form/card-form-screen';
import englishTexts from '@/testing/english-texts';
import { setSmallScreen } from '@/testing/match-media';
import { englishStartUpTexts } from '@/testing/start-up-english';
import { variant } from '@/testing/test-variant';
import { adoptSmallScreenPlaceholders } from '@/ui/fields/small-screen-placeholders';

type CardText = 'number' | 'name';
const english = englishTexts.translation as {
  card: Record<CardText, { label: string; placeholder: string }>;
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const gett = { ...variant, settings: { ...variant.settings, labelsAsPlaceholdersOnSmallScreens: true } };
const label = (key: CardText) => String(english.card[key].label);
const format = (key: CardText) => String(english.card[key].placeholder);

// The page is usable once its hydration's effects ran (start-page.tsx onHydrated): a state set at
// mount would render the whole form a second time before then. On a phone too: the label mode
// follows the screen, and the page puts the phone's placeholders into the build's screenless HTML
// before hydrating (start-page.tsx), so the hydrating render already answers for the phone.
describe('the first screen hydrates in one commit', () => {
  it.each([
    ['basic at desktop width', variant, false, format('number'), format('name')],
    ['basic at phone width: the name says its label', variant, true, format('number'), label('name')],
    ['gett at desktop width', gett, false, format('number'), format('name')],
    ['gett at phone width: labels as placeholders', gett, true, label('number'), label('name')],
  ])('%s', async (_name, pageVariant, small, numberPlaceholder, namePlaceholder) => {
    setFirstScreenState(pageVariant);
    // The build has no screen.
    setSmallScreen(false);
    const root = document.createElement('div');
    root.innerHTML = renderToString(<PageTree i18n={englishStartUpTexts()} Screen={CardFormScreen} />);
    document.body.append(root);
    setSmallScreen(small);
    const commits: string[] = [];
    function Counted() {
      return (
        <Profiler id="screen" onRender={(_id, phase) => commits.push(phase)}>
          <CardFormScreen />
        </Profiler>
      );
    }
    const consoleErrors = vi.spyOn(console, 'error');
    adoptSmallScreenPlaceholders(root);
    await act(async () => {
      hydrateFirstScreen(root, <PageTree i18n={englishStartUpTexts()} Screen={Counted} />);
    });
    expect(commits).toEqual(['mount']);
    // React's development build says so of any attribute the HTML has otherwise than the render.
    expect(consoleErrors.mock.calls.flat().join(' ')).not.toMatch(/hydrat/i);
    const placeholder = (name: string) =>
      root.querySelector(`input[name="${name}"]`)?.getAttribute('placeholder');
    expect([placeholder('cardnumber'), placeholder('ccname')]).toEqual([numberPlaceholder, namePlaceholder]);
  });
});
