import { Component, type ReactNode } from 'react';

/** Last resort for a page that failed to load or render; a new deploy usually means a reload fixes it. */
export function RouteError() {
  return (
    <main className="route-error" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be loaded. It may have been updated since you opened it.</p>
      <button type="button" className="route-error__button" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  );
}

type BoundaryProps = {
  children: ReactNode /** The navigation shown: another one clears the error. */;
  location: string;
};
type BoundaryState = { failedAt: string | null };

/** Shows RouteError in place of a page that threw, until the person goes to another page. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    // The location is filled in by getDerivedStateFromProps, which runs on the next render.
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.location };
    if (state.failedAt !== null && state.failedAt !== props.location) return { failedAt: null };
    return null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
