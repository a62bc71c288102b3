// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { splitLaterTexts } from '@/core/later-texts';
import { PageTree, setFirstScreenState } from '@/first-screen';
import { createStartUpTexts } from '@/platform/start-up-texts';
import { Screen as CardFormScreen } from '@/screens/card-form/card-form-screen';
import { setSmallScreen } from '@/testing/match-media';
import { variant } from '@/testing/test-variant';

const english = JSON.parse(readFileSync(resolve(process.cwd(), 'public/assets/i18n/en.json'), 'utf8'));
const texts = () =>
  createStartUpTexts({ language: 'en', shownLanguage: 'en', texts: splitLaterTexts(english).first }).texts;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

// The page is usable once its hydration's effects ran (start-page.tsx onHydrated): a state set at
// mount would render the whole form a second time before then. At desktop width the hydration is
// the one commit. (On a phone the label mode follows the screen in a second one: useMediaQuery
// must repeat the build's screenless answer while hydrating.)
describe('the first screen hydrates in one commit', () => {
  it.each([['basic at desktop width', false]])('%s', async (_name, small) => {
    setFirstScreenState(variant);
    const root = document.createElement('div');
    root.innerHTML = renderToString(<PageTree i18n={texts()} Screen={CardFormScreen} />);
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
    await act(async () => {
      hydrateRoot(root, <PageTree i18n={texts()} Screen={Counted} />);
    });
    expect(commits).toEqual(['mount']);
  });
});
