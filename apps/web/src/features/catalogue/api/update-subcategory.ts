import {
  type AdminSubcategory,
  adminSubcategorySchema,
  type UpdateSubcategoryRequest,
} from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCatalogues } from './get-admin-catalogue.ts';

export function updateSubcategory(input: {
  id: string;
  changes: UpdateSubcategoryRequest;
}): Promise<AdminSubcategory> {
  return apiRequest(
    `/api/admin/catalogue/subcategories/${encodeURIComponent(input.id)}`,
    adminSubcategorySchema.parse,
    { method: 'PATCH', body: input.changes },
  );
}

export function useUpdateSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSubcategory, onSuccess: () => refreshCatalogues(queryClient) });
}
