import type { i18n, TFunction } from 'i18next';
import { toBcp47 } from '@/core/languages';
import { startUpText, type TextTree, type TextValues } from '@/core/start-up-text';
import { type FirstTexts, laterTextsGaveUp, reactOptions, unavailableText } from '@/platform/i18n';

type Listener = (...args: unknown[]) => void;

/** The instance's and its store's events, as react-i18next names them: several in one string. */
interface Emitter {
  on(events: string, listener: Listener): void;
  off(event: string, listener?: Listener): void;
}

/** A t() as react-i18next and the page call it: a key and its values. */
type CalledT = (key: unknown, values?: unknown) => string;

const emitterOf = (instance: i18n, which: 'instance' | 'store'): Emitter =>
  (which === 'store' ? instance.store : instance) as unknown as Emitter;

/**
 * What react-i18next (useTranslation, I18nextProvider) and this page ask of an i18next instance.
 * The page hydrates with the start-up texts below in its place, so i18next's code (its largest
 * library after React) stays out of the first load.
 */
export type PageTexts = Pick<
  i18n,
  | 'language'
  | 'languages'
  | 'resolvedLanguage'
  | 'isInitialized'
  | 'options'
  | 'on'
  | 'off'
  | 'store'
  | 'getFixedT'
  | 't'
  | 'changeLanguage'
  | 'loadNamespaces'
  | 'hasLoadedNamespace'
  | 'hasResourceBundle'
>;

export interface StartUpTexts {
  /** Handed to I18nextProvider: the start-up texts, then i18next through the same object. */
  texts: PageTexts;
  /** From now on every call goes to i18next, and what was waiting for it goes on. */
  upgrade(full: i18n): void;
  /**
   * i18next could not be loaded (the network went after the page came): a text the file lacks is
   * then said as unavailableText, words rather than nothing, and what shows it re-renders; a
   * language change, waiting or asked for later, fails rather than waiting for ever.
   */
  unavailable(): void;
}

/**
 * The texts of the language the build prerendered, said without i18next until i18next arrives
 * (startFullI18n, once the form is usable), then by i18next through the same object: components
 * keep the instance and the t() they were given, and the listeners react-i18next subscribed move
 * over. Before then a key the file lacks says nothing, as i18next does while the later file is on
 * its way; a language change or the later texts wait for i18next (and a language change fails once
 * it cannot come).
 */
export function createStartUpTexts(first: FirstTexts): StartUpTexts {
  const tag = toBcp47(first.language);
  const tree = first.texts as TextTree;
  const rules = new Intl.PluralRules(tag);
  const plural = (count: number) => rules.select(count);
  let full: i18n | undefined;
  let gaveUp = false;
  let arrived: (instance: i18n) => void = () => undefined;
  let cannotCome: (error: Error) => void = () => undefined;
  const whenFull = new Promise<i18n>((resolve, reject) => {
    arrived = resolve;
    cannotCome = reject;
  });
  // Only what waits on it (a language change) hears that i18next cannot come.
  whenFull.catch(() => undefined);
  const waiting = { instance: new Map<Listener, string[]>(), store: new Map<Listener, string[]>() };

  const subscribe = (which: 'instance' | 'store', events: string, listener: Listener) => {
    if (full) {
      emitterOf(full, which).on(events, listener);
      return;
    }
    waiting[which].set(listener, [...(waiting[which].get(listener) ?? []), ...events.split(' ')]);
  };
  const unsubscribe = (which: 'instance' | 'store', event: string, listener?: Listener) => {
    if (full) {
      emitterOf(full, which).off(event, listener);
      return;
    }
    if (!listener) return;
    const left = (waiting[which].get(listener) ?? []).filter((name) => name !== event);
    if (left.length > 0) waiting[which].set(listener, left);
    else waiting[which].delete(listener);
  };

  const ownT = (key: unknown, values?: unknown): string => {
    const options = typeof values === 'object' && values !== null ? (values as TextValues) : undefined;
    if (typeof key !== 'string') return '';
    return startUpText(tree, key, options, plural) ?? (gaveUp ? unavailableText(key) : '');
  };
  // A t() handed out before i18next came keeps working after: it asks whoever answers now.
  const fixedT = (...fixed: Parameters<i18n['getFixedT']>) =>
    ((key: unknown, values?: unknown) =>
      full ? (full.getFixedT(...fixed) as unknown as CalledT)(key, values) : ownT(key, values)) as TFunction;

  const texts: PageTexts = {
    get language() {
      return full ? full.language : tag;
    },
    get languages() {
      return full ? full.languages : [tag];
    },
    get resolvedLanguage() {
      return full ? full.resolvedLanguage : tag;
    },
    isInitialized: true,
    get options() {
      return full ? full.options : { react: reactOptions };
    },
    on: ((events: string, listener: Listener) => subscribe('instance', events, listener)) as i18n['on'],
    off: ((event: string, listener?: Listener) => unsubscribe('instance', event, listener)) as i18n['off'],
    store: {
      on: (events: string, listener: Listener) => subscribe('store', events, listener),
      off: (event: string, listener?: Listener) => unsubscribe('store', event, listener),
    } as i18n['store'],
    getFixedT: fixedT as i18n['getFixedT'],
    t: ((key: unknown, values?: unknown) =>
      full ? (full.t as unknown as CalledT)(key, values) : ownT(key, values)) as i18n['t'],
    changeLanguage: ((...args: Parameters<i18n['changeLanguage']>) =>
      whenFull.then((instance) => instance.changeLanguage(...args))) as i18n['changeLanguage'],
    // Without i18next there is nothing more to load: the page goes on with what it has.
    loadNamespaces: ((...args: Parameters<i18n['loadNamespaces']>) =>
      whenFull.then(
        (instance) => instance.loadNamespaces(...args),
        () => undefined,
      )) as i18n['loadNamespaces'],
    hasLoadedNamespace: ((...args: Parameters<i18n['hasLoadedNamespace']>) =>
      full ? full.hasLoadedNamespace(...args) : true) as i18n['hasLoadedNamespace'],
    hasResourceBundle: (language: string, namespace: string) =>
      full ? full.hasResourceBundle(language, namespace) : language === tag && namespace === 'translation',
  };

  return {
    texts,
    upgrade(instance) {
      if (full) return;
      full = instance;
      for (const which of ['instance', 'store'] as const) {
        for (const [listener, events] of waiting[which])
          emitterOf(instance, which).on(events.join(' '), listener);
      }
      waiting.instance.clear();
      waiting.store.clear();
      arrived(instance);
    },
    unavailable() {
      if (full || gaveUp) return;
      gaveUp = true;
      for (const [listener, events] of waiting.instance) {
        if (events.includes(laterTextsGaveUp)) listener();
      }
      cannotCome(new Error('the translation library could not be loaded'));
    },
  };
}
