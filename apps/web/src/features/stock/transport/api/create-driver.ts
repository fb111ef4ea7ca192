import { type CreateDriverRequest, type Driver, driverSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { transportQueryKey } from './list-transport.ts';

export function createDriver(request: CreateDriverRequest): Promise<Driver> {
  return apiRequest('/api/stock/drivers', driverSchema.parse, { method: 'POST', body: request });
}

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transportQueryKey }),
  });
}
