import { type Transport, transportSchema } from '@kadai/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export const transportQueryKey = ['stock', 'transport'] as const;

/** Drivers and vehicles, each with the trip it is on today: a busy one cannot be booked again. */
export function listTransport(options: { signal?: AbortSignal } = {}): Promise<Transport> {
  return apiRequest('/api/stock/transport', transportSchema.parse, { signal: options.signal });
}

export function useTransport(enabled = true) {
  return useQuery({
    queryKey: transportQueryKey,
    queryFn: ({ signal }) => listTransport({ signal }),
    enabled,
  });
}
