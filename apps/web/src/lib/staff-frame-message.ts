/**
 * What a signed-in staff frame and the service worker say to each other about keeping the frame's
 * code on the phone (sw.ts, use-keep-staff-frame.ts): the page names its frame and the code files
 * it has loaded so far; the worker answers once it holds them and that frame's files of its own build.
 */
export const KEEP_STAFF_FRAME_MESSAGE = 'KEEP_STAFF_FRAME';
export const STAFF_FRAME_KEPT_MESSAGE = 'STAFF_FRAME_KEPT';

/** The antd staff frame, or the plain store frame: each asks for its own files only. */
export type StaffFrameName = 'staff' | 'store';

/** Code files of the build (hashed names, never changed in place): the only files the worker keeps on request. */
export function isBuiltCode(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname);
}
