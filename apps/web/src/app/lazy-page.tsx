import { type ComponentType, createElement, use } from 'react';

/** A route's code (its page or its frame), in a chunk of its own, drawn once it is here. */
export interface LazyPage {
  /** Starts loading the code (once), e.g. beside the route's first request or before the first draw. */
  preload(): Promise<ComponentType>;
  /** Draws the code's component, suspending until it has arrived; a failed load reaches the route's error boundary. */
  Component: ComponentType;
}

/**
 * `React.lazy` with a preload: a page whose code was loaded before the first draw is drawn at once,
 * where `React.lazy` suspends at least once (it learns that a promise has settled only in a later
 * microtask), so the first page would show the loading spinner for a frame and be drawn again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // Tried again the next time the page is drawn (a new deploy, a network back).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Component() {
    return createElement(loaded ?? use(preload()));
  }
  return { preload, Component };
}

/** A route's component that is already here (it came with the route's list): drawn at once. */
export function readyPage(component: ComponentType): LazyPage {
  return { preload: () => Promise.resolve(component), Component: component };
}
