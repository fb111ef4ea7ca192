import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';

/**
 * What every audience's page needs. antd's theme is not here: it comes with the pages that use antd
 * (antd-theme.tsx), so the customer's first download carries none of antd.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
