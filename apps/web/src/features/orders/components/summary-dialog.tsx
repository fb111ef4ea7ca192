import type { Customer } from '@kadai/contract';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/plain/modal.tsx';

/**
 * The Order Summary dialog both order forms open at Review. While the order is being sent it
 * cannot be closed, so a customer never leaves a Confirm half done.
 */
export function SummaryDialog(props: {
  open: boolean;
  sending: boolean;
  onBack: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal
      open={props.open}
      title="Order Summary"
      width={680}
      // Near the top: the body scrolls inside, so Confirm stays on screen on a phone, however long the order.
      top={12}
      onClose={props.onBack}
      closable={!props.sending}
      footer={props.footer}
    >
      {props.children}
    </Modal>
  );
}

/** Who the order is for and how it reaches them, as the summary shows it. */
export function SummaryFacts(props: { customer: Partial<Customer>; orderType: string }) {
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
