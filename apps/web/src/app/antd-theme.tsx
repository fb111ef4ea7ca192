import { ConfigProvider } from 'antd';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { usePrefersReducedMotion } from '../lib/prefers-reduced-motion.ts';
import { theme } from './theme.ts';

/**
 * The shop's antd theme, around the pages built with antd only (the staff frame, and any customer
 * page still using it): loaded with those pages, so a page of plain markup downloads no antd.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  // antd's own switch: with motion off, modals, drawers, menus and messages appear without animating.
  const themed = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  return <ConfigProvider theme={themed}>{children}</ConfigProvider>;
}

/** A route's component inside the theme, for a route's `lazy`. */
export function withAntdTheme(Page: ComponentType): ComponentType {
  return function Themed() {
    return (
      <AntdTheme>
        <Page />
      </AntdTheme>
    );
  };
}
