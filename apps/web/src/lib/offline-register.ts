/**
 * Registers the service worker (apps/web/src/sw.ts) once the page has loaded, so the phone keeps the
 * order form's code for repeat and offline visits without the first visit waiting on it. Only a
 * built app has one; the dev server serves none.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a worker the site works as before, only without the offline copy.
    });
  };
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', () => setTimeout(register, 0), { once: true });
}
