import {
  type AdminSubcategory,
  adminSubcategorySchema,
  type CreateSubcategoryRequest,
} from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCatalogues } from './get-admin-catalogue.ts';

export function createSubcategory(request: CreateSubcategoryRequest): Promise<AdminSubcategory> {
  return apiRequest('/api/admin/catalogue/subcategories', adminSubcategorySchema.parse, {
    method: 'POST',
    body: request,
  });
}

export function useCreateSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSubcategory, onSuccess: () => refreshCatalogues(queryClient) });
}
