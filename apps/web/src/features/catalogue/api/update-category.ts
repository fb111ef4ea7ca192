import { type AdminCategory, adminCategorySchema, type UpdateCategoryRequest } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCatalogues } from './get-admin-catalogue.ts';

export function updateCategory(input: {
  id: string;
  changes: UpdateCategoryRequest;
}): Promise<AdminCategory> {
  return apiRequest(
    `/api/admin/catalogue/categories/${encodeURIComponent(input.id)}`,
    adminCategorySchema.parse,
    { method: 'PATCH', body: input.changes },
  );
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => refreshCatalogues(queryClient) });
}
