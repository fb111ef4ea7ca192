import { BOOKING_TITLES, type Booking, formatBusinessDay, WASTAGE_REASON_LABELS } from '@kadai/contract';
import { Button, List, Result, Typography } from 'antd';

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
  return (
    <Result
      status="success"
      title={`${BOOKING_TITLES[booking.kind]} booked`}
      subTitle={
        <>
          {booking.storeName} · {formatBusinessDay(booking.date)} · Sent By {booking.sentBy}
          <br />
          Acknowledgement id{' '}
          <Typography.Text strong copyable data-testid="acknowledgement-id">
            {booking.acknowledgementId}
          </Typography.Text>
        </>
      }
      extra={[
        <Button key="edit" size="large" onClick={onEdit}>
          Edit this booking
        </Button>,
        <Button key="another" size="large" type="primary" onClick={onAnotherDay}>
          Book today
        </Button>,
      ]}
    >
      <List
        size="small"
        header={`${booking.lines.length} ${booking.lines.length === 1 ? 'item' : 'items'}`}
        dataSource={booking.lines}
        renderItem={(line) => (
          <List.Item>
            {line.name} ({line.pack}):{' '}
            {booking.kind === 'stock'
              ? line.quantity
              : `K ${line.quantity} · W ${line.w ?? 0} · ${line.reason ? WASTAGE_REASON_LABELS[line.reason] : ''}`}
          </List.Item>
        )}
      />
      {booking.others && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>
          <Typography.Text strong>Special instructions: </Typography.Text>
          {booking.others}
        </Typography.Paragraph>
      )}
    </Result>
  );
}
