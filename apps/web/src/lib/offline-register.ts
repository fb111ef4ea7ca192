/**
 * Registers the service worker (apps/web/src/sw.ts) once the page has loaded and its main thread is
 * idle, so the phone keeps the order form's code for repeat and offline visits without the first
 * visit waiting on it: `load` alone fires while the form still draws its catalogue, and the worker's
 * start and precache then cost the phone ~200 ms of its first usable moment. Only a built app has
 * one; the dev server serves none.
 *
 * A new build's worker waits until the page lets it in, so no page runs code from two builds: where
 * no form is being filled the page offers "A new version is available — Reload"; otherwise the new
 * worker takes over when the customer leaves the page.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(watchForUpdates)
      .catch(() => {
        // Without a worker the site works as before, only without the offline copy.
      });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const offer = () => {
    const waiting = registration.waiting;
    if (!waiting || !navigator.serviceWorker.controller) return;
    window.addEventListener('pagehide', () => waiting.postMessage({ type: 'SKIP_WAITING' }), { once: true });
    if (!fillingAForm()) showReloadNotice(waiting);
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  });
}

/** Whether the customer has typed into a field here: a reload now would cost them what they typed. */
function fillingAForm(): boolean {
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) =>
      !['radio', 'checkbox', 'search', 'hidden', 'button', 'submit'].includes(field.type) &&
      field.value !== '',
  );
}

function showReloadNotice(waiting: ServiceWorker): void {
  if (document.getElementById('app-update-notice')) return;
  const notice = document.createElement('div');
  notice.id = 'app-update-notice';
  notice.setAttribute('role', 'status');
  notice.style.cssText =
    'position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:2000;padding:8px 12px;' +
    'background:#fff;border:1px solid #d9d9d9;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15);font-size:14px';
  notice.append('A new version is available — ');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  notice.append(reload);
  document.body.append(notice);
}
