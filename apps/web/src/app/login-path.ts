/** Where a staff page without a session sends the person: sign in, then come back here. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/adminlogin?next=${encodeURIComponent(location.pathname + location.search)}`;
}
