import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pages, variants } from '@variants/registry';
import { describe, expect, it } from 'vitest';
import { buildTargets } from './build-targets';
import {
  englishTextsModule,
  prerenderedTextsModule,
  startupPreloads,
  trimTranslations,
} from './variant-plugin';

const targets = buildTargets({ variants, pages }, { publicDir: path.resolve('public') });
const target = (name: string) => {
  const found = targets.find((t) => t.path === name);
  if (!found) throw new Error(`no target ${name}`);
  return found;
};

describe('start-up preloads', () => {
  // A prerendered page's texts are in its entry (prerenderedTextsModule); a page the browser
  // renders fetches its language's file as the entry runs.
  it.each([
    ['basic', ['/configuration']],
    ['gett', ['/configuration']],
    ['aober/chicshes.html', ['/configuration']],
    ['result', ['/result/assets/i18n/en.json']],
    ['health.html', []],
  ])('%s preloads %j', (name, urls) => {
    expect(startupPreloads(target(name), { serving: false })).toEqual(urls);
  });

  // `npm run dev` prerenders nothing: every page fetches its language's file as it starts.
  it.each([
    ['basic', ['/basic/assets/i18n/en.json', '/configuration']],
    ['gett', ['/gett/assets/i18n/he.json', '/configuration']],
    ['health.html', ['/health/assets/i18n/en.json']],
  ])('%s under the dev server preloads %j', (name, urls) => {
    expect(startupPreloads(target(name), { serving: true })).toEqual(urls);
  });
});

describe('the texts a prerendered first screen hydrates from', () => {
  /** What `{lang}.json` serves in the target's bundle, as the build writes it (trimTranslations). */
  async function servedFirstFile(name: string): Promise<unknown> {
    const { screen, settings } = target(name).runtime;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hpp-i18n-'));
    try {
      const file = `${settings.language}.json`;
      await writeFile(path.join(dir, file), await readFile(path.resolve('public/assets/i18n', file)));
      await trimTranslations(dir, screen, settings);
      return JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const moduleValue = async (name: string): Promise<unknown> => {
    const { screen, settings } = target(name).runtime;
    const source = await prerenderedTextsModule(path.resolve('public'), screen, settings);
    return JSON.parse(
      source
        .replace(/^export default /, '')
        .replace(/;\n$/, '')
        .replace(/^undefined$/, 'null'),
    );
  };

  it.each(['basic', 'gett', 'scenic', 'health.html'])(
    "%s: its language's first file, as served",
    async (name) => {
      const texts = await moduleValue(name);
      expect(texts).toEqual(await servedFirstFile(name));
      expect(Object.keys(texts as object).length).toBeGreaterThan(0);
    },
  );

  it('gett: in Hebrew, its own language', async () => {
    expect(JSON.stringify(await moduleValue('gett'))).toMatch(/[\u0590-\u05ff]/);
  });

  it('result (rendered in the browser): none', async () => {
    expect(await moduleValue('result')).toBeNull();
  });
});

const standardForm = { readAddressFields: false, recipientDetails: false, orderSummary: false };

describe('trimTranslations', () => {
  it('keeps only the screen’s sections in every language file, compact', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hpp-i18n-'));
    try {
      const file = {
        page: { title: 'T' },
        sandbox: { title: 'S' },
        result: { title: 'R' },
        card: { x: '1' },
      };
      await writeFile(path.join(dir, 'en.json'), JSON.stringify(file, null, 2));
      await writeFile(path.join(dir, 'de.json'), JSON.stringify(file, null, 2));
      await writeFile(path.join(dir, 'notes.txt'), 'left alone');
      await trimTranslations(dir, 'card-form', standardForm);
      for (const name of ['en.json', 'de.json']) {
        expect(await readFile(path.join(dir, name), 'utf8')).toBe('{"page":{"title":"T"},"card":{"x":"1"}}');
      }
      await writeFile(path.join(dir, 'en.json'), JSON.stringify(file));
      await trimTranslations(dir, 'result', standardForm);
      expect(JSON.parse(await readFile(path.join(dir, 'en.json'), 'utf8'))).toEqual({
        page: { title: 'T' },
        result: { title: 'R' },
        card: { x: '1' },
      });
      expect(await readFile(path.join(dir, 'notes.txt'), 'utf8')).toBe('left alone');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('drops billing, the recipient and the order summary where the variant never shows them', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hpp-i18n-'));
    const file = { page: { t: 'T' }, billing: { b: 'B' }, recipient: { r: 'R' }, summary: { s: 'S' } };
    const sectionsAfterTrim = async (
      screen: 'card-form' | 'scenic' | 'tui',
      settings: typeof standardForm,
    ) => {
      await writeFile(path.join(dir, 'en.json'), JSON.stringify(file));
      await trimTranslations(dir, screen, settings);
      return Object.keys(JSON.parse(await readFile(path.join(dir, 'en.json'), 'utf8')));
    };
    try {
      expect(await sectionsAfterTrim('card-form', standardForm)).toEqual(['page']);
      // scenic reads address fields; aober shows the order summary; tui names summary itself.
      expect(await sectionsAfterTrim('scenic', { ...standardForm, readAddressFields: true })).toEqual([
        'page',
        'billing',
        'summary',
      ]);
      expect(await sectionsAfterTrim('card-form', { ...standardForm, orderSummary: true })).toEqual([
        'page',
        'summary',
      ]);
      // small_world asks for the recipient of its money transfers.
      expect(await sectionsAfterTrim('card-form', { ...standardForm, recipientDetails: true })).toEqual([
        'page',
        'recipient',
      ]);
      expect(await sectionsAfterTrim('tui', standardForm)).toEqual(['page', 'summary']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('cuts a payment screen’s files in two: first-screen texts and the later ones', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hpp-i18n-'));
    const file = {
      page: { title: 'T' },
      card: { number: { label: 'L', invalid: 'I' } },
      status: { retry: 'R' },
      sandbox: { title: 'S' },
    };
    try {
      await writeFile(path.join(dir, 'he.json'), JSON.stringify(file));
      await trimTranslations(dir, 'elal', standardForm);
      expect((await readdir(dir)).sort()).toEqual(['he.json', 'he.later.json']);
      expect(JSON.parse(await readFile(path.join(dir, 'he.json'), 'utf8'))).toEqual({
        page: { title: 'T' },
        card: { number: { label: 'L' } },
      });
      expect(JSON.parse(await readFile(path.join(dir, 'he.later.json'), 'utf8'))).toEqual({
        card: { number: { invalid: 'I' } },
        status: { retry: 'R' },
      });
      // A second run reads only the sources, never a later file as a language of its own.
      await writeFile(path.join(dir, 'he.json'), JSON.stringify(file));
      await trimTranslations(dir, 'elal', standardForm);
      expect((await readdir(dir)).sort()).toEqual(['he.json', 'he.later.json']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each(['result', 'error', 'health', 'sandbox'] as const)(
    '%s keeps one file per language',
    async (screen) => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'hpp-i18n-'));
      try {
        await writeFile(path.join(dir, 'en.json'), JSON.stringify({ card: { number: { invalid: 'I' } } }));
        await trimTranslations(dir, screen, standardForm);
        expect(await readdir(dir)).toEqual(['en.json']);
        expect(JSON.parse(await readFile(path.join(dir, 'en.json'), 'utf8'))).toEqual({
          card: { number: { invalid: 'I' } },
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  it('does nothing for a bundle without translations', async () => {
    await expect(
      trimTranslations(path.join(os.tmpdir(), 'hpp-no-such-dir'), 'card-form', standardForm),
    ).resolves.toBeUndefined();
  });
});

describe('englishTextsModule', () => {
  const read = async (name: string) => {
    const { runtime } = target(name);
    const source = await englishTextsModule(path.resolve('public'), runtime.screen, runtime.settings);
    return JSON.parse(source.slice(source.indexOf('export default ') + 15).replace(/;\n$/, '')) as Record<
      string,
      Record<string, unknown>
    >;
  };

  it.each([
    ['basic', ['later', 'translation'], 'card', 'sandbox'],
    ['gett', ['later', 'translation'], 'card', 'result'],
    ['result', ['translation'], 'result', 'billing'],
  ])(
    '%s: English by namespace %j, with %s texts and no %s texts',
    async (name, namespaces, kept, dropped) => {
      const texts = await read(name);
      expect(Object.keys(texts).sort()).toEqual(namespaces);
      const all = { ...texts.translation, ...texts.later };
      expect(all).toHaveProperty(kept);
      expect(all).not.toHaveProperty(dropped);
    },
  );

  it("holds exactly what a payment screen's en.json and en.later.json hold", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hpp-english-'));
    try {
      await writeFile(path.join(dir, 'en.json'), await readFile(path.resolve('public/assets/i18n/en.json')));
      const { runtime } = target('basic');
      await trimTranslations(dir, runtime.screen, runtime.settings);
      const texts = await read('basic');
      expect(texts.translation).toEqual(JSON.parse(await readFile(path.join(dir, 'en.json'), 'utf8')));
      expect(texts.later).toEqual(JSON.parse(await readFile(path.join(dir, 'en.later.json'), 'utf8')));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
