import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { usePrefersReducedMotion } from '../lib/prefers-reduced-motion.ts';
import { queryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  // antd's own switch: with motion off, modals, drawers, menus and messages appear without animating.
  const themed = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={themed}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
