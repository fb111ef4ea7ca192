import { useMediaQuery } from './use-media-query.ts';

/** Narrower than antd's `md` breakpoint (768 px): where PhoneTouchTheme and the phone layouts apply. */
const PHONE = '(max-width: 767.98px)';

/**
 * True on a phone. A list that is a table on a laptop and cards on a phone is then drawn once, in
 * the right form, instead of as a table thrown away a moment later.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE);
}
