import {
  type CustomerInputRequest,
  type ReceivableCustomer,
  receivableCustomerSchema,
} from '@kadai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { receivablesQueryKey } from '../../api/receivables-keys.ts';

/** Adds a customer (customerId null) or replaces one's details; a duplicate mobile or e-mail is a 409 naming it. */
export function saveCustomer(options: {
  customerId: number | null;
  customer: CustomerInputRequest;
}): Promise<ReceivableCustomer> {
  return options.customerId === null
    ? apiRequest('/api/receivables/customers', receivableCustomerSchema.parse, {
        method: 'POST',
        body: options.customer,
      })
    : apiRequest(`/api/receivables/customers/${options.customerId}`, receivableCustomerSchema.parse, {
        method: 'PUT',
        body: options.customer,
      });
}

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receivablesQueryKey }),
  });
}
