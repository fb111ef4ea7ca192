import type { Booking } from '@kadai/contract';
import { useState } from 'react';
import { Disclosure } from '../../../components/plain/disclosure.tsx';
import { Notice } from '../../../components/plain/notice.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';

/** The day is booked already: by whom and when, its saves, and that the form now edits it. */
export function BookingSavedAlert({ booking, storeName }: { booking: Booking; storeName: string }) {
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <Notice
      type="info"
      className="veg-booking-saved"
      title={`Already booked for ${storeName} on this day: ${booking.acknowledgementId}`}
      description={
        <>
          Saved by {booking.updatedBy} at {formatDateTime(booking.updatedAt)}. Your changes edit this booking.
          {booking.history.length > 1 && (
            <Disclosure
              summary={`History (${booking.history.length} saves)`}
              open={historyOpen}
              onOpenChange={setHistoryOpen}
            >
              {() => (
                <ul className="veg-booking-history">
                  {booking.history.map((h) => (
                    <li key={h.revision}>
                      {h.acknowledgementId} · {h.savedBy} · {formatDateTime(h.savedAt)} · {h.lines.length}{' '}
                      {h.lines.length === 1 ? 'item' : 'items'}
                    </li>
                  ))}
                </ul>
              )}
            </Disclosure>
          )}
        </>
      }
    />
  );
}
