import {
  BOOKING_QUANTITY_LABELS,
  BOOKING_TITLES,
  type BookingKind,
  formatBusinessDay,
  type SaveBookingRequest,
  WASTAGE_QUANTITIES_NOTE,
  WASTAGE_REASON_LABELS,
} from '@kadai/contract';
import { AbbreviationLegend } from '../../../components/abbreviation-legend.tsx';
import { Button } from '../../../components/plain/button.tsx';
import { Modal } from '../../../components/plain/modal.tsx';
import type { Vegetable } from '../utils/booking-form.ts';
import { K_HEADER, W_HEADER } from './quantity-headers.tsx';
import { WASTAGE_LEGEND } from './vegetable-lines.tsx';

/** The summary before saving (§2.5): what will be booked, to confirm or go back and change. */
export function BookingSummaryModal({
  kind,
  request,
  storeName,
  vegetables,
  saving,
  onConfirm,
  onCancel,
}: {
  kind: BookingKind;
  request: SaveBookingRequest;
  storeName: string;
  vegetables: readonly Vegetable[];
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const rows = request.lines.map((line) => {
    const vegetable = vegetables.find((v) => v.id === Number(line.itemId));
    return { ...line, name: vegetable ? `${vegetable.name} (${vegetable.pack})` : String(line.itemId) };
  });
  return (
    <Modal
      open
      title={`${BOOKING_TITLES[kind]}: summary`}
      onClose={onCancel}
      closable={!saving}
      footer={
        <>
          <Button size="large" disabled={saving} onClick={onCancel}>
            Back to edit
          </Button>
          <Button variant="primary" size="large" loading={saving} onClick={onConfirm}>
            Confirm
          </Button>
        </>
      }
    >
      <dl className="veg-booking-facts">
        <dt>Store</dt>
        <dd>{storeName}</dd>
        <dt>Sent By</dt>
        <dd>{request.sentBy}</dd>
        <dt>Date</dt>
        <dd>{formatBusinessDay(request.date)}</dd>
      </dl>
      {rows.length > 0 && (
        <table className="veg-booking-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              {kind === 'stock' ? (
                <th scope="col" className="veg-booking-number">
                  {BOOKING_QUANTITY_LABELS.stock}
                </th>
              ) : (
                <>
                  <th scope="col" className="veg-booking-number">
                    {K_HEADER}
                  </th>
                  <th scope="col" className="veg-booking-number">
                    {W_HEADER}
                  </th>
                  <th scope="col">Reason</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row.itemId)}>
                <td>{row.name}</td>
                <td className="veg-booking-number">{row.quantity}</td>
                {kind === 'wastage' ? (
                  <>
                    <td className="veg-booking-number">{row.w}</td>
                    <td>{row.reason ? WASTAGE_REASON_LABELS[row.reason] : ''}</td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length > 0 && kind === 'wastage' && (
        <AbbreviationLegend items={WASTAGE_LEGEND} note={WASTAGE_QUANTITIES_NOTE} />
      )}
      {request.others && (
        <p className="veg-booking-others">
          <strong>Special instructions: </strong>
          {request.others}
        </p>
      )}
    </Modal>
  );
}
