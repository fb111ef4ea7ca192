import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUnclaimedOrderLandings } from '../../../lib/offline-orders-landing.ts';
import { CHENNAI_FORM } from '../order-variant.ts';
import { landedReceipt, ORDERS_PATH, thankYouPath } from '../utils/landed-order.ts';
import { clearDraft } from '../utils/order-draft.ts';

/** The forms a customer may be typing into: a landing never takes them away from one. */
const FORM_PAGES = new Set(['/', '/bangalore', '/advance']);

export type LandedElsewhere = { orderId: string; thankYouPath: string };

/**
 * Any customer page: an order kept on this phone that lands while its own form is not open (the
 * customer moved on to another form, or a thank-you page) is shown here, as its form would have:
 * its thank-you page opens, except over a form being filled, where the page says it was sent and
 * links to it (the advance form keeps no draft: leaving would lose what was typed). A refusal is
 * shown only by its own form, under the field it names.
 */
export function useLandedOrderPages(): { landed: LandedElsewhere | null; dismiss: () => void } {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [landed, setLanded] = useState<LandedElsewhere | null>(null);
  useUnclaimedOrderLandings((landing) => {
    if (landing.outcome !== 'placed') return;
    const receipt = landedReceipt(queryClient, landing);
    if (!receipt) return;
    // The main form kept its draft while the order waited (only it keeps orders): it is placed now,
    // so the form's next visit starts afresh instead of offering the same order again.
    if (landing.order.path === ORDERS_PATH) clearDraft(CHENNAI_FORM.draftKey);
    const to = thankYouPath(landing.order.path, receipt);
    if (FORM_PAGES.has(pathname.replace(/(.)\/$/, '$1')))
      setLanded({ orderId: receipt.orderId, thankYouPath: to });
    else navigate(to);
  });
  return { landed, dismiss: () => setLanded(null) };
}
