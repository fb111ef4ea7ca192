import { useMediaQuery } from './use-media-query.ts';

/**
 * True while the person's system asks for less motion (a vestibular disorder, or simply a slow
 * phone). Dialogs and menus then appear at once instead of zooming in from the last click; a
 * button that is still flying in is a button a hurried finger misses.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
