import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * The warehouse dispatches from a phone on the loading bay: every large control of the dispatch
 * pages (and of their dialogs, which inherit the context through the portal) is a 44 px tap target,
 * where antd's large is 40 px.
 */
export function DispatchTouchTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: { controlHeightLG: 44 } }}>{children}</ConfigProvider>;
}
