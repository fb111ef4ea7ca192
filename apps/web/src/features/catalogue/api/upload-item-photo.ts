import {
  type AdminItem,
  adminItemSchema,
  ITEM_PHOTO_CONTENT_TYPES,
  ITEM_PHOTO_MAX_BYTES,
  ITEM_PHOTO_MESSAGES,
} from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { refreshCatalogues } from './get-admin-catalogue.ts';
import { patchCachedItem } from './update-item.ts';

/** The server's own checks, made first so a wrong file is named before it is sent. */
export function photoFileProblem(file: File): string | null {
  if (file.size === 0) return ITEM_PHOTO_MESSAGES.empty;
  if (file.size > ITEM_PHOTO_MAX_BYTES) return ITEM_PHOTO_MESSAGES.tooLarge;
  if (!(ITEM_PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type))
    return ITEM_PHOTO_MESSAGES.notImage;
  return null;
}

/** The file itself is the body (not JSON): the server decodes it and stores each size. */
export async function uploadItemPhoto(input: { id: number; file: File }): Promise<AdminItem> {
  const problem = photoFileProblem(input.file);
  if (problem) {
    throw new ApiRequestError({
      status: 400,
      code: 'validation_failed',
      message: problem,
      fields: [{ path: 'photo', message: problem }],
    });
  }
  // Through apiRequest: an ended session goes to sign-in, an odd answer reads as the house's message.
  return apiRequest(`/api/admin/catalogue/items/${input.id}/photo`, adminItemSchema.parse, {
    method: 'PUT',
    body: input.file,
  });
}

export function useUploadItemPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadItemPhoto,
    onSuccess: (saved) => {
      patchCachedItem(queryClient, saved);
      return refreshCatalogues(queryClient);
    },
  });
}
