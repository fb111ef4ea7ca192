/**
 * Where signing in leads: back to the page that sent the person here (?next=), if that is a path of
 * this site; else /links. A crafted ?next= must not send a person to another site after signing in.
 */
export function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/links';
}
