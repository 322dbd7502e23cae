import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy screen that can also be fetched ahead of its first render (`preload`). */
export type TLazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * React's `lazy` with a `preload` that starts the same fetch: the page load asks for the first
 * screen's chunk while the common catalogue and the session restore are still on their way
 * (app/preload.ts), instead of after them. The import runs once whichever asks first.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): TLazyScreen {
  let started: Promise<{ default: ComponentType }> | undefined;
  const once = () => (started ??= load());
  return Object.assign(lazy(once), { preload: once });
}
