// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startI18n } from '@/platform/i18n';

const english = readFileSync(resolve(process.cwd(), 'public/assets/i18n/en.json'), 'utf8');
const german = readFileSync(resolve(process.cwd(), 'public/assets/i18n/de.json'), 'utf8');

function fakeFiles(files: Record<string, string>) {
  const requested: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    const name = url.split('/').pop() ?? '';
    return name in files ? new Response(files[name]) : new Response('not found', { status: 404 });
  };
  return { requested, fetchImpl: fetchImpl as typeof fetch };
}

describe('loading translations', () => {
  it('loads the page language by its spec code and sets <html lang dir>', async () => {
    const { requested, fetchImpl } = fakeFiles({ 'de.json': german, 'en.json': english });
    const i18n = await startI18n({
      language: 'de',
      baseUrl: '/basic/assets/i18n/',
      fetchImpl,
      retryDelayMs: 0,
    });
    expect(i18n.t('card.number.label')).toBe(JSON.parse(german).card.number.label);
    expect(requested).toContain('/basic/assets/i18n/de.json');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('maps ua, cn and no to their files and to proper BCP 47 tags', async () => {
    const { requested, fetchImpl } = fakeFiles({ 'ua.json': english });
    await startI18n({ language: 'ua', baseUrl: '/x/', fetchImpl, retryDelayMs: 0 });
    expect(requested).toContain('/x/ua.json');
    expect(document.documentElement.lang).toBe('uk');
  });

  it('retries a missing file twice, then falls back to English and still works', async () => {
    const { requested, fetchImpl } = fakeFiles({ 'en.json': english });
    const i18n = await startI18n({ language: 'he', baseUrl: '/x/', fetchImpl, retryDelayMs: 0 });
    expect(requested.filter((url) => url === '/x/he.json')).toHaveLength(3);
    expect(i18n.t('actions.pay')).toBe('Pay');
    // The page is now in English, so it says so to screen readers and lays out left to right.
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('shows keys rather than crashing when even English cannot be loaded', async () => {
    const { fetchImpl } = fakeFiles({});
    const i18n = await startI18n({ language: 'en', baseUrl: '/x/', fetchImpl, retryDelayMs: 0 });
    expect(i18n.t('actions.pay')).toBe('actions.pay');
  });

  it('refuses a file that is not a translation object', async () => {
    const { fetchImpl } = fakeFiles({ 'fr.json': '["not", "an", "object"]', 'en.json': english });
    const i18n = await startI18n({ language: 'fr', baseUrl: '/x/', fetchImpl, retryDelayMs: 0 });
    expect(i18n.t('actions.pay')).toBe('Pay');
  });
});
