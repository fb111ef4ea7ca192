import { BOOKING_TITLES, type Booking, formatBusinessDay, WASTAGE_REASON_LABELS } from '@kadai/contract';
import { useState } from 'react';
import { Button } from '../../../components/plain/button.tsx';
import { copyText } from '../../../lib/copy-text.ts';

/** The acknowledgement page (§2.5): the id the store quotes, and what was booked under it. */
export function BookingAcknowledgement({
  booking,
  onEdit,
  onAnotherDay,
}: {
  booking: Booking;
  onEdit: () => void;
  onAnotherDay: () => void;
}) {
  const count = booking.lines.length;
  return (
    <section className="veg-booking-ack">
      <span className="veg-booking-ack__icon" aria-hidden="true">
        ✓
      </span>
      <h2 className="veg-booking-ack__title">{`${BOOKING_TITLES[booking.kind]} booked`}</h2>
      <p className="veg-booking-ack__sub">
        {booking.storeName} · {formatBusinessDay(booking.date)} · Sent By {booking.sentBy}
        <br />
        Acknowledgement id <strong data-testid="acknowledgement-id">{booking.acknowledgementId}</strong>{' '}
        <CopyButton text={booking.acknowledgementId} />
      </p>
      <div className="veg-booking-ack__actions">
        <Button size="large" onClick={onEdit}>
          Edit this booking
        </Button>
        <Button size="large" variant="primary" onClick={onAnotherDay}>
          Book today
        </Button>
      </div>
      <div className="veg-booking-ack__lines">
        <div className="veg-booking-ack__count">{`${count} ${count === 1 ? 'item' : 'items'}`}</div>
        <ul>
          {booking.lines.map((line) => (
            <li key={line.itemId}>
              {line.name} ({line.pack}):{' '}
              {booking.kind === 'stock'
                ? line.quantity
                : `K ${line.quantity} · W ${line.w ?? 0} · ${line.reason ? WASTAGE_REASON_LABELS[line.reason] : ''}`}
            </li>
          ))}
        </ul>
      </div>
      {booking.others && (
        <p className="veg-booking-others">
          <strong>Special instructions: </strong>
          {booking.others}
        </p>
      )}
    </section>
  );
}

/** antd's copyable text: "Copy", then "Copied" for a moment. */
function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="link"
      size="small"
      onClick={() =>
        void copyText(text).then((done) => {
          if (!done) return;
          setCopied(true);
          setTimeout(() => setCopied(false), 3000);
        })
      }
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
