import { type ComponentType, createElement, type ReactElement, useEffect, useState } from 'react';
import { loadOnce } from '@/state/load-once';

export interface LazyComponent<P extends object> {
  (props: P): ReactElement | null;
  /** Loads the module now; the next mount then renders at once, without an empty first frame. */
  preload(): Promise<ComponentType<P>>;
}

export interface LazyComponentOptions {
  /** Pauses before each new attempt after a failed load (a flaky mobile connection recovers). */
  retryDelaysMs?: readonly number[];
  /** Called once every attempt has failed, so the page can fall back (e.g. to the new-card form). */
  onGiveUp?: () => void;
  /**
   * Rendered until the code arrives (so also in the prerendered first screen) instead of nothing:
   * it keeps the part's place, so the part's arrival moves nothing. It stays if every attempt fails.
   */
  placeholder?: ReactElement;
}

const defaultRetryDelaysMs = [1000, 3000];

/**
 * A component whose code is fetched the first time it is rendered, so a variant that never shows
 * it never downloads it. Unlike React.lazy it needs no Suspense and no error boundary: until the
 * code arrives it renders nothing (or its placeholder) and the rest of the page works. A failed
 * load is tried again after each of `retryDelaysMs`, then `onGiveUp` lets the page fall back; the
 * next mount tries anew.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyComponentOptions = {},
): LazyComponent<P> {
  const retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(() =>
    load().then((component) => {
      loaded = component;
      return component;
    }),
  );

  // A component made inside a function: once per lazy part, at module load, never during a render.
  function LazyPart(props: P): ReactElement | null {
    const [component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (component) return undefined;
      let mounted = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const attempt = (failures: number) => {
        preload().then(
          (next) => {
            if (mounted) setComponent(() => next);
          },
          () => {
            if (!mounted) return;
            const delay = retryDelaysMs[failures];
            if (delay === undefined) options.onGiveUp?.();
            else timer = setTimeout(() => attempt(failures + 1), delay);
          },
        );
      };
      attempt(0);
      return () => {
        mounted = false;
        if (timer !== undefined) clearTimeout(timer);
      };
    }, [component]);
    return component ? createElement(component, props) : (options.placeholder ?? null);
  }
  return Object.assign(LazyPart, { preload });
}
