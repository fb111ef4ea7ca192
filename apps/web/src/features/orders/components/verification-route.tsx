import { VERIFICATION_MESSAGES, type Verification } from '@kadai/contract';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useVerification } from '../api/verification.ts';
import { CustomerMessagePage, CustomerPageError, CustomerPageLoading } from './customer-page-state.tsx';

export function VerificationNotFound() {
  return (
    <CustomerMessagePage title="Order not found · Kadai" heading={VERIFICATION_MESSAGES.notFound}>
      <Link to="/" className="button-link">
        Go to the order form
      </Link>
    </CustomerMessagePage>
  );
}

/**
 * The order a verification address names (…/{orderId}?key=…), loaded: either its data, or what to
 * show instead (not found for a missing or wrong key, the error with Try again, loading).
 */
export function useVerificationRoute():
  | { orderId: string; key: string; data: Verification; fallback: null }
  | { orderId: string; key: string; data: null; fallback: ReactNode } {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const verification = useVerification({ orderId, key });
  const ref = { orderId, key };
  if (key === '' || (isApiRequestError(verification.error) && verification.error.status === 404)) {
    return { ...ref, data: null, fallback: <VerificationNotFound /> };
  }
  if (verification.error) {
    return {
      ...ref,
      data: null,
      fallback: (
        <CustomerPageError
          title="We couldn't load your order just now."
          error={verification.error}
          retry={() => void verification.refetch()}
        />
      ),
    };
  }
  if (!verification.data)
    return { ...ref, data: null, fallback: <CustomerPageLoading label="Loading your order…" /> };
  return { ...ref, data: verification.data, fallback: null };
}
