import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer will not change on retry; network trouble and 5xx might.
      retry: (failureCount, error) => {
        if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
      refetchOnWindowFocus: false,
    },
  },
});
