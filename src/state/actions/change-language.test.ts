// @vitest-environment happy-dom
import type { i18n } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/state/actions/change-language';
import { $language, $notice } from '@/state/stores';
import { resetStores } from '@/testing/reset-stores';

const reloadNotice = { key: 'status.reloadNeeded', tone: 'error', reload: true };

describe('changing the language', () => {
  beforeEach(() => resetStores());

  it.each([
    // what the instance's changeLanguage does → the language after, <html lang>, the notice
    ['i18next switches', () => Promise.resolve(), 'de', 'de', undefined],
    // src/platform/start-up-texts.ts: i18next's chunk failed twice (state/load-part.ts)
    [
      'the translation library cannot come',
      () => Promise.reject(new Error('the translation library could not be loaded')),
      'en',
      'en',
      reloadNotice,
    ],
  ] as const)('%s', async (_case, switching, language, htmlLang, notice) => {
    document.documentElement.lang = 'en';
    $language.set('en');
    const switchTo = vi.fn(switching);
    await changeLanguage({ changeLanguage: switchTo as unknown as i18n['changeLanguage'] }, 'de');
    expect(switchTo).toHaveBeenCalledWith('de');
    expect($language.get()).toBe(language);
    expect(document.documentElement.lang).toBe(htmlLang);
    expect($notice.get()).toEqual(notice);
  });
});
