import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useUnclaimedOrderLandings } from '../../../lib/offline-orders-landing.ts';
import { CHENNAI_FORM } from '../order-variant.ts';
import { landedReceipt, ORDERS_PATH, thankYouPath } from '../utils/landed-order.ts';
import { clearDraft } from '../utils/order-draft.ts';

/**
 * Any customer page: an order kept on this phone that lands while its own form is not open (the
 * customer moved on to another form, or a thank-you page) opens its thank-you page here, as its
 * form would have. A refusal is shown only by its own form, under the field it names.
 */
export function useLandedOrderPages(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useUnclaimedOrderLandings((landing) => {
    if (landing.outcome !== 'placed') return;
    const receipt = landedReceipt(queryClient, landing);
    if (!receipt) return;
    // The main form kept its draft while the order waited (only it keeps orders): it is placed now,
    // so the form's next visit starts afresh instead of offering the same order again.
    if (landing.order.path === ORDERS_PATH) clearDraft(CHENNAI_FORM.draftKey);
    navigate(thankYouPath(landing.order.path, receipt));
  });
}
