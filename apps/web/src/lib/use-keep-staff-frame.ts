import { useEffect } from 'react';
import { isBuiltCode, KEEP_STAFF_FRAME_MESSAGE, type StaffFrameName } from './staff-frame-message.ts';

const asked = new Set<StaffFrameName>();

/**
 * Once a staff frame shows to someone signed in, the phone's service worker is asked to keep that
 * frame's code and what this page has loaded, so the screen reopens with the network off. Once per
 * frame and page load; only a built app has a worker. Customers' pages never ask: their phones keep no staff code.
 */
export function useKeepStaffFrame(frame: StaffFrameName, signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn || asked.has(frame) || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    asked.add(frame);
    void navigator.serviceWorker.ready.then((registration) => {
      registration.active?.postMessage({ type: KEEP_STAFF_FRAME_MESSAGE, frame, urls: loadedCode() });
    });
  }, [frame, signedIn]);
}

/** The build's code files this page has fetched (before the worker looked after it, too). */
export function loadedCode(
  entries: readonly { name: string }[] = performance.getEntriesByType('resource'),
  origin = window.location.origin,
): string[] {
  return entries.map((entry) => entry.name).filter((name) => isBuiltCode(new URL(name), origin));
}
