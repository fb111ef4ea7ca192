import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last resort for a page that failed to load or render; a new deploy usually means a reload fixes it. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'This page could not be loaded. It may have been updated since you opened it.';
  return (
    <main className="route-error" role="alert">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <button type="button" className="route-error__button" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  );
}
