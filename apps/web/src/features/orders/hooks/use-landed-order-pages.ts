import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toApiRequestError } from '../../../lib/api-client.ts';
import type { OrderLanding } from '../../../lib/offline-orders.ts';
import { type HandedOverLanding, useUnclaimedOrderLandings } from '../../../lib/offline-orders-landing.ts';
import { CHENNAI_FORM } from '../order-variant.ts';
import { formPath, landedReceipt, ORDERS_PATH, thankYouPath } from '../utils/landed-order.ts';
import { clearDraft } from '../utils/order-draft.ts';

/** The forms a customer may be typing into: a landing never takes them away from one. */
const FORM_PAGES = new Set(['/', '/bangalore', '/advance']);

export type LandedElsewhere = { orderId: string; thankYouPath: string };

/** A kept order the shop refused while its form was not open: why, and where to put it right. */
export type RefusedElsewhere = {
  /** The shop's words: what it said of each field it named, or its message. */
  reasons: string[];
  formPath: string;
  /** Handed to the main form, which still holds the order's draft and shows the refusal under its fields. */
  state: HandedOverLanding | null;
  /** The advance form keeps no draft: its order has to be typed again. */
  typeAgain: boolean;
};

/** A field's message as a sentence of the notice ("This item is no longer available" gets its full stop). */
export function asSentence(message: string): string {
  const text = message.trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function refusedElsewhere(landing: Extract<OrderLanding, { outcome: 'refused' }>): RefusedElsewhere {
  const error = toApiRequestError(landing.status, landing.body);
  const reasons = [...new Set(error.fields.map((field) => asSentence(field.message)))];
  const main = landing.order.path === ORDERS_PATH;
  return {
    reasons: reasons.length > 0 ? reasons : [asSentence(error.message)],
    formPath: formPath(landing.order.path),
    state: main ? { handedOverLanding: landing } : null,
    typeAgain: !main,
  };
}

/**
 * Any customer page: an order kept on this phone that lands while its own form is not open (the
 * customer moved on to another form, or a thank-you page) is shown here, as its form would have:
 * its thank-you page opens, except over a form being filled, where the page says it was sent and
 * links to it (the advance form keeps no draft: leaving would lose what was typed). A refusal is
 * said here too, with the shop's reasons and a link to its form, which shows it under the fields it
 * names: the customer believed the order saved, and must not learn otherwise only by its absence.
 */
export function useLandedOrderPages(): {
  landed: LandedElsewhere | null;
  refused: RefusedElsewhere | null;
  dismiss: () => void;
} {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [landed, setLanded] = useState<LandedElsewhere | null>(null);
  const [refused, setRefused] = useState<RefusedElsewhere | null>(null);
  useUnclaimedOrderLandings((landing) => {
    if (landing.outcome === 'refused') {
      setRefused(refusedElsewhere(landing));
      return;
    }
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
  return {
    landed,
    refused,
    dismiss: () => {
      setLanded(null);
      setRefused(null);
    },
  };
}
