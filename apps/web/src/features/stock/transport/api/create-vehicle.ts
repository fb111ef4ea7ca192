import { type CreateVehicleRequest, type Vehicle, vehicleSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { transportQueryKey } from './list-transport.ts';

export function createVehicle(request: CreateVehicleRequest): Promise<Vehicle> {
  return apiRequest('/api/stock/vehicles', vehicleSchema.parse, { method: 'POST', body: request });
}

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transportQueryKey }),
  });
}
