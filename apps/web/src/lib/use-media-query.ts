import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept up to date. Read at once on the first render (unlike
 * antd's Grid.useBreakpoint, which answers `{}` first), so a page is drawn in its right form once.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
