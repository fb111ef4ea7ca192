import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * Packing is typed on a phone beside the packing table and the to-do is read on the outlet's phone:
 * every control of both pages (default and large) is a 44 px tap target, where antd's are 32 and 40 px.
 */
const TOUCH_THEME = { token: { controlHeight: 44, controlHeightLG: 44 } };

export function PackingTouchTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={TOUCH_THEME}>{children}</ConfigProvider>;
}
