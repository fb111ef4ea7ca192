import {
  type ConfirmVerificationRequest,
  type MarkVerificationItemRequest,
  type Verification,
  verificationSchema,
} from '@kadai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

type VerificationRef = { orderId: string; key: string };

const base = (orderId: string) => `/api/verification/${encodeURIComponent(orderId)}`;
const queryKey = (ref: VerificationRef) => ['orders', ref.orderId, 'verification', ref.key] as const;

/** The order's items as the customer has marked them so far (kept on the server). */
export function useVerification(ref: VerificationRef) {
  return useQuery({
    queryKey: queryKey(ref),
    queryFn: ({ signal }) =>
      apiRequest(`${base(ref.orderId)}?key=${encodeURIComponent(ref.key)}`, verificationSchema.parse, {
        signal,
      }),
    enabled: ref.key !== '',
  });
}

/** Like or dislike one item, with its comment; the answer is the whole verification as it now stands. */
export function useMarkVerificationItem(ref: VerificationRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { lineNo: number } & Omit<MarkVerificationItemRequest, 'key'>) =>
      apiRequest(`${base(ref.orderId)}/items/${input.lineNo}`, verificationSchema.parse, {
        method: 'PUT',
        body: { key: ref.key, dislike: input.dislike, feedback: input.feedback ?? null },
      }),
    onSuccess: (verification: Verification) => queryClient.setQueryData(queryKey(ref), verification),
  });
}

export function useConfirmVerification(ref: VerificationRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ConfirmVerificationRequest, 'key'>) =>
      apiRequest(`${base(ref.orderId)}/confirm`, verificationSchema.parse, {
        method: 'POST',
        body: { key: ref.key, overallComment: input.overallComment },
      }),
    onSuccess: (verification: Verification) => queryClient.setQueryData(queryKey(ref), verification),
  });
}
