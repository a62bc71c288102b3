// @vitest-environment happy-dom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePageConfig } from '@/core/page-config';
import { PageTree, setFirstScreenState } from '@/first-screen';
import { hydrateFirstScreen } from '@/hydrate-first-screen';
import { Screen as CardFormScreen } from '@/screens/card-form/card-form-screen';
import { applyQuery } from '@/state/actions/apply-query';
import { $config } from '@/state/stores';
import { setSmallScreen } from '@/testing/match-media';
import { resetStores } from '@/testing/reset-stores';
import { englishStartUpTexts } from '@/testing/start-up-english';
import { variant } from '@/testing/test-variant';

// Counts the renders of the card form (each one renders every field under it) and of the page
// layout (the header with the merchant's name).
const renders = vi.hoisted(() => ({ cardForm: 0, pageLayout: 0 }));
vi.mock('@/ui/card-form/card-form', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/ui/card-form/card-form')>();
  return {
    ...actual,
    CardForm: () => {
      renders.cardForm += 1;
      return actual.CardForm();
    },
  };
});
vi.mock('@/ui/layout/page-layout', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/ui/layout/page-layout')>();
  return {
    ...actual,
    PageLayout: (props: Parameters<typeof actual.PageLayout>[0]) => {
      renders.pageLayout += 1;
      return actual.PageLayout(props);
    },
  };
});

// React's test mode: act() flushes every render and effect, and says nothing of it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

const withAddress = { ...variant, settings: { ...variant.settings, readAddressFields: true } };
// The bench's and the browser tests' query: a merchant's name, its return addresses, no saved cards.
const merchantQuery =
  '?M=M1001&a1=REQ-1&shopperID=shopper&statickey=key&uniqueRequestID=u1&controllerVersion=v2' +
  '&FailURL=https%3A%2F%2Fshop.example%2Ffail&BackURL=https%3A%2F%2Fshop.example%2Fback&merchantName=Shop';

// A prerendered page applies the query once hydrated (start-page.tsx): that render stands between
// hydration and the first key, so it renders again only what shows a value the query changed.
describe('applying the query to the hydrated first screen', () => {
  it.each([
    [
      'a merchant query: the header shows its name, the form stays as it is',
      variant,
      merchantQuery,
      false,
      true,
    ],
    [
      'the billing address asked for by a variant that does not read it',
      variant,
      '?addressFields=true',
      false,
      false,
    ],
    [
      'the billing address asked for by a variant that reads it: the form shows it',
      withAddress,
      '?addressFields=true',
      true,
      false,
    ],
  ])('%s', async (_name, pageVariant, query, formRendersAgain, layoutRendersAgain) => {
    // The state the build renders: no query yet.
    resetStores();
    $config.set(parsePageConfig(''));
    setFirstScreenState(pageVariant);
    setSmallScreen(false);
    const root = document.createElement('div');
    root.innerHTML = renderToString(<PageTree i18n={englishStartUpTexts()} Screen={CardFormScreen} />);
    document.body.append(root);
    await act(async () => {
      roots.push(hydrateFirstScreen(root, <PageTree i18n={englishStartUpTexts()} Screen={CardFormScreen} />));
    });
    renders.cardForm = 0;
    renders.pageLayout = 0;
    await act(async () => {
      applyQuery(parsePageConfig(query));
    });
    expect([renders.cardForm > 0, renders.pageLayout > 0]).toEqual([formRendersAgain, layoutRendersAgain]);
  });
});
