import type { Booking } from '@kadai/contract';
import { Alert, Collapse } from 'antd';
import { formatDateTime } from '../../../lib/format-date-time.ts';

/** The day is booked already: by whom and when, its saves, and that the form now edits it. */
export function BookingSavedAlert({ booking, storeName }: { booking: Booking; storeName: string }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={`Already booked for ${storeName} on this day: ${booking.acknowledgementId}`}
      description={
        <>
          Saved by {booking.updatedBy} at {formatDateTime(booking.updatedAt)}. Your changes edit this booking.
          {booking.history.length > 1 && (
            <Collapse
              ghost
              size="small"
              items={[
                {
                  key: 'history',
                  label: `History (${booking.history.length} saves)`,
                  children: (
                    <ul className="veg-booking-history">
                      {booking.history.map((h) => (
                        <li key={h.revision}>
                          {h.acknowledgementId} · {h.savedBy} · {formatDateTime(h.savedAt)} · {h.lines.length}{' '}
                          {h.lines.length === 1 ? 'item' : 'items'}
                        </li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          )}
        </>
      }
    />
  );
}
