import type { Customer } from '@kadai/contract';
import type { ReactNode } from 'react';
import { Button } from '../../../components/plain/button.tsx';
import { Modal } from '../../../components/plain/modal.tsx';
import { Notice } from '../../../components/plain/notice.tsx';
import type { OrderVariant } from '../order-variant.ts';

/** What a form hands its summary: the order to show (null: closed), and the way on or back. */
export interface SummaryProps<Summary> {
  summary: Summary | null;
  sending: boolean;
  /** Why the last Confirm did not go through, in one line. */
  error: string | null;
  onBack: () => void;
  onConfirm: () => void;
}

/** The footer's words, and whether Bangalore's Cancel Order stands before them. */
export type SummaryButtons = Pick<OrderVariant, 'backLabel' | 'confirmLabel' | 'cancelOrder'>;

/**
 * The Order Summary dialog every order form opens at Review: why Confirm failed, who the order is
 * for, then what `children` lists, and the footer's buttons. While the order is being sent it
 * cannot be closed, so a customer never leaves a Confirm half done.
 */
export function SummaryDialog<Summary>(
  props: SummaryProps<Summary> & {
    buttons: SummaryButtons;
    /** Who the order is for and its order type, as the summary's facts show them. */
    facts: (summary: Summary) => { customer: Partial<Customer>; orderType: string };
    children: (summary: Summary) => ReactNode;
  },
) {
  const { summary, sending, buttons } = props;
  return (
    <Modal
      open={summary !== null}
      title="Order Summary"
      width={680}
      // Near the top: the body scrolls inside, so Confirm stays on screen on a phone, however long the order.
      top={12}
      onClose={props.onBack}
      closable={!sending}
      footer={
        <>
          {/* Bangalore's Cancel Order leaves for the site's origin (ordering.md §2.3); the draft stays. */}
          {buttons.cancelOrder ? (
            <Button danger onClick={() => window.location.assign('/')} disabled={sending}>
              Cancel Order
            </Button>
          ) : null}
          <Button onClick={props.onBack} disabled={sending}>
            {buttons.backLabel}
          </Button>
          <Button variant="primary" onClick={props.onConfirm} loading={sending}>
            {buttons.confirmLabel}
          </Button>
        </>
      }
    >
      {summary !== null ? (
        <div className="order-summary">
          {props.error ? <Notice type="error" title={props.error} className="order-summary__error" /> : null}
          <SummaryFacts {...props.facts(summary)} />
          {props.children(summary)}
        </div>
      ) : null}
    </Modal>
  );
}

/** Who the order is for and how it reaches them, as the summary shows it. */
function SummaryFacts(props: { customer: Partial<Customer>; orderType: string }) {
  const { customer } = props;
  const address = [
    customer.address1,
    customer.address2,
    customer.address3,
    `${customer.city ?? ''} ${customer.pincode ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <dl className="summary-facts">
      <div>
        <dt>Name</dt>
        <dd>{[customer.firstName, customer.lastName].filter(Boolean).join(' ')}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{customer.phone}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{customer.email}</dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>{address}</dd>
      </div>
      <div>
        <dt>Order type</dt>
        <dd>{props.orderType}</dd>
      </div>
    </dl>
  );
}
