import { type AdminCategory, adminCategorySchema, type CreateCategoryRequest } from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCatalogues } from './get-admin-catalogue.ts';

export function createCategory(request: CreateCategoryRequest): Promise<AdminCategory> {
  return apiRequest('/api/admin/catalogue/categories', adminCategorySchema.parse, {
    method: 'POST',
    body: request,
  });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => refreshCatalogues(queryClient) });
}
