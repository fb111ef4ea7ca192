import { type AdminItem, adminItemSchema } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCatalogues } from './get-admin-catalogue.ts';
import { patchCachedItem } from './update-item.ts';

export function removeItemPhoto(input: { id: number }): Promise<AdminItem> {
  return apiRequest(`/api/admin/catalogue/items/${input.id}/photo`, adminItemSchema.parse, {
    method: 'DELETE',
  });
}

export function useRemoveItemPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeItemPhoto,
    onSuccess: (saved) => {
      patchCachedItem(queryClient, saved);
      return refreshCatalogues(queryClient);
    },
  });
}
