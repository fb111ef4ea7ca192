import {
  type GatewayRefundRequest,
  gatewayRefundRequestSchema,
  parseRupees,
  REFUND_MESSAGES,
} from '@kadai/contract';
import type { FieldError } from '../../../lib/api-client.ts';
import { zodFieldErrors } from '../../../lib/form-errors.ts';

/** The form's rupee box is the API's amountPaise. */
export const asRefundFormField = (field: FieldError): FieldError =>
  field.path === 'amountPaise' ? { ...field, path: 'amount' } : field;

/**
 * The refund the dialog would send, and what is wrong with it by the form's fields: the contract's
 * checks, except that the box holds rupees, at most what is left to refund, and its message is the
 * API's, naming the field.
 */
export function checkRefund(
  values: { amount?: string | undefined; reason?: string | undefined },
  refundablePaise: number,
): { request: GatewayRefundRequest; problems: FieldError[] } {
  const amountPaise = parseRupees(values.amount ?? '');
  const request = { amountPaise: amountPaise ?? 0, reason: values.reason ?? '' };
  const parsed = gatewayRefundRequestSchema.safeParse(request);
  const fields = parsed.success ? [] : zodFieldErrors(parsed.error).map(asRefundFormField);
  const amountWrong = amountPaise === null || amountPaise <= 0 || amountPaise > refundablePaise;
  const problems = [
    ...fields.filter((field) => field.path !== 'amount'),
    ...(amountWrong ? [{ path: 'amount', message: REFUND_MESSAGES.amount }] : []),
  ];
  return { request: parsed.success ? parsed.data : request, problems };
}
