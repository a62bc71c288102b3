import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Hydrates the build's HTML in the calling task: the render, its commit and every effect
 * (the page's onHydrated among them) before the browser runs anything else it has queued.
 *
 * React renders a page's first hydration without yielding either way. Asked for it plainly,
 * React starts that render in a task of its own and runs the effects in another, and the browser
 * ran what had come meanwhile in between (a module that had arrived, a frame), all before the page
 * was usable. Inside flushSync the hydration takes
 * React's synchronous lane, whose effects React runs as soon as it commits.
 *
 * It relies on nothing of the first screen suspending (no Suspense, React.lazy or use(): a part
 * that loads later renders nothing until its code has come, ui/lazy-component.ts): a synchronous
 * hydration has no later task in which to wait for one.
 */
export function hydrateFirstScreen(container: Element, tree: ReactNode): Root {
  return flushSync(() => hydrateRoot(container, tree));
}
