import { adoptScreenAnswer, matchesNow, smallScreenQuery } from '@/ui/use-media-query';

/**
 * Where a small screen shows another placeholder than the build's (labels as placeholders), the
 * input carries it here too, so the page can show it before any render (form-field.tsx writes it).
 */
export const smallScreenPlaceholderAttribute = 'data-small-screen-placeholder';

/**
 * Before hydrating: the build rendered for no screen, so its placeholders are the large screen's.
 * On a small screen each input takes the small screen's placeholder written beside its own; the
 * HTML then shows what this screen renders, and the hydrating render answers for the screen at once
 * (use-media-query.ts) instead of hydrating the build's answer and rendering the form a second time
 * before it is usable. The placeholders are the only thing the small-screen query changes in the
 * markup: the label's look is decided in CSS (field.css, floating-label.css).
 */
export function adoptSmallScreenPlaceholders(root: ParentNode): void {
  if (matchesNow(smallScreenQuery)) {
    for (const input of root.querySelectorAll<HTMLInputElement>(
      `input[${smallScreenPlaceholderAttribute}]`,
    )) {
      input.placeholder = input.getAttribute(smallScreenPlaceholderAttribute) ?? input.placeholder;
    }
  }
  adoptScreenAnswer(smallScreenQuery);
}
