import { type ComponentType, createElement, type ReactElement, useEffect, useState } from 'react';
import { showLazyPart } from '@/state/actions/show-lazy-part';
import type { LazyPart } from '@/state/load-part';

export interface LazyComponent<P extends object> {
  (props: P): ReactElement | null;
  /** Loads the code now; the next mount then renders at once, without an empty first frame. */
  preload(): Promise<ComponentType<P>>;
}

export interface LazyComponentOptions {
  /** What the page does instead once the part cannot come (e.g. the new-card form). */
  fallBack?: () => void;
  /**
   * Rendered until the code arrives (so also in the prerendered first screen) instead of nothing:
   * it keeps the part's place, so the part's arrival moves nothing. It stays if the code never comes.
   */
  placeholder?: ReactElement;
}

/**
 * A component whose code is fetched the first time it is rendered, so a variant that never shows
 * it never downloads it: `pick` takes it from its part's module. Unlike React.lazy it needs no
 * Suspense and no error boundary: until the code arrives it renders nothing (or its placeholder)
 * and the rest of the page works. Loading, trying again and giving up are the state's
 * (state/actions/show-lazy-part.ts, by the one loader's failure rule in state/load-part.ts); this
 * only renders what arrived.
 */
export function lazyComponent<M, P extends object>(
  part: LazyPart<M>,
  pick: (module: M) => ComponentType<P>,
  options: LazyComponentOptions = {},
): LazyComponent<P> {
  const arrived = () => {
    const module = part.loaded();
    return module === undefined ? undefined : pick(module);
  };
  // A component made inside a function: once per lazy part, at module load, never during a render.
  function LazyPart(props: P): ReactElement | null {
    const [component, setComponent] = useState(arrived);
    useEffect(() => {
      if (component) return undefined;
      let shown = true;
      void showLazyPart(part, { stillShown: () => shown, fallBack: options.fallBack }).then((module) => {
        if (shown && module !== undefined) setComponent(() => pick(module));
      });
      return () => {
        shown = false;
      };
    }, [component]);
    return component ? createElement(component, props) : (options.placeholder ?? null);
  }
  return Object.assign(LazyPart, { preload: () => part.load().then(pick) });
}
