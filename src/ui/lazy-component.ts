import { type ComponentType, createElement, type ReactElement, useEffect, useState } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): ReactElement | null;
  /** Loads the module now; the next mount then renders at once, without an empty first frame. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A component whose code is fetched the first time it is rendered, so a variant that never shows
 * it never downloads it. Unlike React.lazy it needs no Suspense and no error boundary: until the
 * code arrives, or if it cannot be loaded, it renders nothing and the rest of the page works.
 * A failed load is tried again on the next mount.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy part, at module load, never during a render.
  function LazyPart(props: P): ReactElement | null {
    const [component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (component) return undefined;
      let mounted = true;
      preload().then(
        (next) => {
          if (mounted) setComponent(() => next);
        },
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [component]);
    return component ? createElement(component, props) : null;
  }
  return Object.assign(LazyPart, { preload });
}
