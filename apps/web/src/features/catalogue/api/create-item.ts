import { type AdminItem, adminItemSchema, type CreateItemRequest } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCatalogues } from './get-admin-catalogue.ts';

/** A new item, or the copy the drawer titled New makes of one. */
export function createItem(request: CreateItemRequest): Promise<AdminItem> {
  return apiRequest('/api/admin/catalogue/items', adminItemSchema.parse, { method: 'POST', body: request });
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createItem, onSuccess: () => refreshCatalogues(queryClient) });
}
