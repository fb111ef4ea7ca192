/** Shown while a page's code is loading; plain markup so it costs nothing in the first download. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__dot" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
