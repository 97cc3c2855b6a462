import { type ComponentType, lazy } from 'react';

/**
 * A part of the frame loaded on demand that the page can live without. If its code cannot arrive
 * (the signal drops before the service worker holds it), it draws nothing instead of breaking the page.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: (() => null) as ComponentType<P> }),
    ),
  );
}
