import type { i18n, ResourceKey } from 'i18next';
import { getI18n } from 'react-i18next';
import { fallbackLanguage } from '@/core/languages';

/*
 * WCAG 3.1.2 (language of parts): a text a language file lacks is shown in its own English
 * (src/platform/i18n.ts), and a screen reader must read it as English, not with the page
 * language's voice. This module travels in the bundled English's lazy chunk (the build's
 * virtual:english-texts starts it), so only a page that fell back on English pays for it: it marks
 * each element whose text, aria-label, placeholder or title is one of the texts that fell back with
 * lang="en", and takes the mark off again when the text is the page language's once more.
 *
 * A fallen-back text said inside a longer sentence of the page language is not marked (it has no
 * element of its own to carry the attribute).
 */

const markedByUs = new WeakSet<Element>();
const attributes = ['aria-label', 'placeholder', 'title'] as const;

/** Every text of a namespace's resources, by its dotted key (plural forms as i18next keys them). */
function flatten(resources: ResourceKey | undefined, prefix = '', into = new Map<string, string>()) {
  if (resources && typeof resources === 'object')
    for (const [key, value] of Object.entries(resources)) {
      if (typeof value === 'string') into.set(prefix + key, value);
      else flatten(value as ResourceKey, `${prefix}${key}.`, into);
    }
  return into;
}

/** A text as it may be shown: its {{values}} filled in by anything. */
function shownAs(text: string): RegExp {
  const parts = text.split(/\{\{[^}]*\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+?')}$`);
}

/**
 * The English texts the page shows because its language's files lack them: none when the page is
 * in English (or all of it is, the language file having failed: then <html lang> says so).
 */
function fallenBackTexts(instance: i18n): RegExp[] {
  const language = instance.language;
  if (!language) return [];
  const fallen: RegExp[] = [];
  for (const namespace of Object.keys(instance.store.data[fallbackLanguage] ?? {})) {
    const own = flatten(instance.getResourceBundle(language, namespace) as ResourceKey | undefined);
    const english = flatten(instance.getResourceBundle(fallbackLanguage, namespace) as ResourceKey);
    for (const [key, text] of english)
      if (!own.has(key) && text.trim() !== '') fallen.push(shownAs(text.trim()));
  }
  return fallen;
}

/** Marks (or unmarks) the element by whether what it says is one of the fallen-back texts. */
function markElement(element: Element, fallen: readonly RegExp[]): void {
  // Its whole text (a button around a spinner) or its own (a label around a hint of its own).
  const ownText = [...element.childNodes]
    .filter((node) => node.nodeType === 3)
    .map((node) => node.textContent)
    .join('');
  const said = [
    element.textContent ?? '',
    ownText,
    ...attributes.map((name) => element.getAttribute(name) ?? ''),
  ]
    .map((text) => text.trim().replace(/\s+/g, ' '))
    .filter((text) => text !== '');
  const english = said.some((text) => fallen.some((pattern) => pattern.test(text)));
  if (english && !element.hasAttribute('lang')) {
    element.setAttribute('lang', fallbackLanguage);
    markedByUs.add(element);
  } else if (!english && markedByUs.has(element)) {
    element.removeAttribute('lang');
    markedByUs.delete(element);
  }
}

/** Every element under `root` (and root) that says something of its own or in a named attribute. */
function markUnder(root: Element, fallen: readonly RegExp[]): void {
  const elements = [root, ...root.querySelectorAll('*')];
  for (const element of elements) {
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === 3 && (node.textContent ?? '').trim() !== '',
    );
    if (ownText || attributes.some((name) => element.hasAttribute(name)) || markedByUs.has(element))
      markElement(element, fallen);
  }
}

/**
 * Starts marking, for the page's i18next instance (react-i18next's): once the English texts are
 * added, over the whole page, then over whatever the page renders or changes, and again after a
 * language switch. Returns a function that stops it.
 */
export function markEnglishParts(
  instance: i18n | undefined = getI18n(),
  root: Element | undefined = globalThis.document?.body,
): () => void {
  if (!instance || !root) return () => undefined;
  let fallen: RegExp[] = [];
  const markAll = () => {
    fallen = fallenBackTexts(instance);
    markUnder(root, fallen);
  };
  const observer = new MutationObserver((mutations) => {
    if (fallen.length === 0) return;
    for (const mutation of mutations) {
      const target =
        mutation.target.nodeType === 1 ? (mutation.target as Element) : mutation.target.parentElement;
      if (target) markUnder(target, fallen);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...attributes],
  });
  const onAdded = (language: string) => {
    if (language === fallbackLanguage) markAll();
  };
  instance.store.on('added', onAdded);
  instance.on('languageChanged', markAll);
  markAll();
  return () => {
    observer.disconnect();
    instance.store.off('added', onAdded);
    instance.off('languageChanged', markAll);
  };
}
