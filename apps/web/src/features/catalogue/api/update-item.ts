import {
  type AdminCatalogue,
  type AdminItem,
  adminItemSchema,
  type UpdateItemRequest,
} from '@kadai/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCatalogueQueryKey, refreshCatalogues } from './get-admin-catalogue.ts';

export function updateItem(input: { id: number; changes: UpdateItemRequest }): Promise<AdminItem> {
  return apiRequest(`/api/admin/catalogue/items/${input.id}`, adminItemSchema.parse, {
    method: 'PATCH',
    body: input.changes,
  });
}

/**
 * Puts the saved item into the cached tree straight away, so the row shows the stored value while
 * the whole catalogue (thousands of items) is fetched again in the background. A change of category
 * or subcategory moves the row; that waits for the refetch.
 */
export function patchCachedItem(queryClient: QueryClient, saved: AdminItem) {
  queryClient.setQueryData<AdminCatalogue>(adminCatalogueQueryKey, (tree) =>
    tree
      ? {
          categories: tree.categories.map((category) => ({
            ...category,
            subcategories: category.subcategories.map((sub) =>
              sub.items.some((item) => item.id === saved.id)
                ? { ...sub, items: sub.items.map((item) => (item.id === saved.id ? saved : item)) }
                : sub,
            ),
          })),
        }
      : tree,
  );
}

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    onSuccess: (saved) => {
      patchCachedItem(queryClient, saved);
      return refreshCatalogues(queryClient);
    },
  });
}
