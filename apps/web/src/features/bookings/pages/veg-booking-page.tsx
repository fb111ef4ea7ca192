import {
  BOOKING_TITLES,
  type Booking,
  type BookingKind,
  businessDay,
  type SaveBookingRequest,
  WASTAGE_QUANTITIES_NOTE,
} from '@kadai/contract';
import { Alert, Button, Empty, Flex, Form, Input, Select, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AbbreviationLegend } from '../../../components/abbreviation-legend.tsx';
import { KeptSaveNotice } from '../../../components/kept-save-notice.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { TouchTheme } from '../../../components/phone-touch-theme.tsx';
import type { FieldError } from '../../../lib/api-client.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { useSignedUser } from '../../auth/index.ts';
import { useCatalogue } from '../../catalogue/index.ts';
import { useStores } from '../../organisation/index.ts';
import { useBooking, useSaveBooking } from '../api/bookings.ts';
import { BookingAcknowledgement } from '../components/booking-acknowledgement.tsx';
import { BookingSavedAlert } from '../components/booking-saved-alert.tsx';
import { BookingSummaryModal } from '../components/booking-summary-modal.tsx';
import { VegetableLine, WASTAGE_LEGEND } from '../components/vegetable-lines.tsx';
import { useBookingOffline } from '../hooks/use-booking-offline.ts';
import {
  bookingLinesToSend,
  bookingProblems,
  bookingRowErrors,
  bookingStoreOptions,
  countBooked,
  EMPTY_LINE,
  findVegetables,
  groupVegetables,
  type LineValue,
  linesOf,
  listVegetables,
} from '../utils/booking-form.ts';

type HeaderValues = { storeId?: string; sentBy?: string; date?: string; others?: string };
const HEADER_FIELDS = ['storeId', 'sentBy', 'date', 'others'];

/**
 * A store's daily vegetable stock (/vegstock) or wastage (/vegwastages) booking (ordering.md §2.5):
 * store, Sent By, Date, the catalogue's vegetables, special instructions; a summary, then the
 * acknowledgement id. A day already booked opens as it was saved: saving again edits it.
 * Built for the store's phone: boxes wrap under each vegetable, Review stays at the bottom.
 */
export function VegBookingPage({ kind }: { kind: BookingKind }) {
  const { data: user } = useSignedUser();
  const stores = useStores();
  const catalogue = useCatalogue();
  const [form] = Form.useForm<HeaderValues>();
  const storeId = Form.useWatch('storeId', form);
  const date = Form.useWatch('date', form);
  const booking = useBooking(kind, storeId, date);
  const save = useSaveBooking(kind);
  const [lines, setLines] = useState<Record<number, LineValue>>({});
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [review, setReview] = useState<SaveBookingRequest | null>(null);
  const [acknowledged, setAcknowledged] = useState<Booking | null>(null);
  const [search, setSearch] = useState('');
  const offline = useBookingOffline({ kind, form, setLines });
  const { takeRestored } = offline;
  const today = businessDay();

  const storeOptions = useMemo(
    () => bookingStoreOptions(kind, stores.data ?? [], user),
    [kind, stores.data, user],
  );

  // A store-staff user's own store, or the only store there is, is chosen for them.
  useEffect(() => {
    const only = storeOptions.length === 1 ? storeOptions[0]?.value : undefined;
    if (only && !form.getFieldValue('storeId')) form.setFieldValue('storeId', only);
  }, [storeOptions, form]);

  const vegetables = useMemo(
    () => listVegetables(catalogue.data, booking.data?.lines),
    [catalogue.data, booking.data],
  );

  // The day's booking as saved, whenever another store, day or save is loaded.
  const loaded = booking.isSuccess ? `${storeId}|${date}|${booking.data?.revision ?? 0}` : null;
  useEffect(() => {
    if (loaded === null) return;
    // What a refused save typed, when the phone's list opened the form with it.
    const typed = takeRestored(storeId, date);
    setLines(typed?.lines ?? linesOf(booking.data));
    setRowErrors(new Map());
    form.setFieldValue('others', typed?.others ?? booking.data?.others ?? '');
  }, [loaded, booking.data, form, storeId, date, takeRestored]);

  const onLineChange = useCallback((itemId: number, value: LineValue) => {
    setLines((current) => ({ ...current, [itemId]: value }));
    setRowErrors((current) => {
      if (!current.has(itemId)) return current;
      const next = new Map(current);
      next.delete(itemId);
      return next;
    });
  }, []);

  const showErrors = (fields: readonly FieldError[], sent: SaveBookingRequest['lines']) => {
    const { byRow, rest } = bookingRowErrors(fields, sent);
    setRowErrors(byRow);
    const unplaced = showFieldErrors(form, rest, HEADER_FIELDS);
    setProblem(unplaced[0] ?? (byRow.size > 0 ? 'Please check the items marked below.' : null));
  };

  const onReview = (values: HeaderValues) => {
    setProblem(null);
    const sent = bookingLinesToSend(kind, vegetables, lines);
    const request: SaveBookingRequest = {
      storeId: values.storeId ?? '',
      sentBy: values.sentBy ?? '',
      date: values.date ?? '',
      others: values.others ?? '',
      lines: sent,
      baseRevision: booking.data?.revision ?? null,
    };
    const fields = bookingProblems(kind, request, vegetables);
    if (fields.length > 0) {
      showErrors(fields, sent);
      return;
    }
    setReview(request);
  };

  const onConfirm = () => {
    if (!review) return;
    const nameOf = (id: number) => vegetables.find((v) => v.id === id)?.name ?? `Item ${id}`;
    save.mutate(offline.describe(review, { lines, storeName: storeName(review.storeId), nameOf }), {
      onSuccess: (result) => {
        setReview(null);
        // Kept on the phone: the form keeps what was typed, the frame counts it until it is sent.
        if ('kept' in result) return offline.kept.track(result.kept.id);
        offline.submitKey.succeeded();
        setAcknowledged(result.sent);
      },
      onError: (error) => {
        offline.submitKey.failed(error);
        setReview(null);
        if (isApiRequestError(error) && error.fields.length > 0) showErrors(error.fields, review.lines);
        else setProblem(error.message);
      },
    });
  };

  const needle = search.trim().toLowerCase();
  const groups = useMemo(() => groupVegetables(findVegetables(vegetables, search)), [vegetables, search]);
  const bookedCount = countBooked(vegetables, lines);
  const storeName = (id: string | undefined) => storeOptions.find((s) => s.value === id)?.label ?? id ?? '';

  if (acknowledged) {
    return (
      <BookingAcknowledgement
        booking={acknowledged}
        onEdit={() => setAcknowledged(null)}
        onAnotherDay={() => {
          setAcknowledged(null);
          form.setFieldValue('date', today);
        }}
      />
    );
  }

  return (
    <TouchTheme>
      <Typography.Title level={2}>{BOOKING_TITLES[kind]}</Typography.Title>
      <Form<HeaderValues>
        form={form}
        name={`veg-${kind}`}
        layout="vertical"
        requiredMark={false}
        onFinish={onReview}
        initialValues={{ sentBy: user?.displayName ?? '', date: today, others: '' }}
        onValuesChange={(changed) => {
          if ('storeId' in changed || 'date' in changed) setProblem(null);
        }}
      >
        <Flex wrap gap={12} className="veg-booking-header">
          <Form.Item label="Store" name="storeId" style={{ minWidth: 200, flex: '1 1 200px' }}>
            <Select
              size="large"
              placeholder="Select your store"
              options={storeOptions}
              loading={stores.isPending}
              disabled={storeOptions.length === 1}
            />
          </Form.Item>
          <Form.Item label="Sent By" name="sentBy" style={{ minWidth: 200, flex: '1 1 200px' }}>
            <Input size="large" maxLength={80} autoComplete="name" />
          </Form.Item>
          <Form.Item label="Date" name="date" style={{ minWidth: 170, flex: '1 1 170px' }}>
            <Input size="large" type="date" max={today} />
          </Form.Item>
        </Flex>

        {booking.isError ? (
          <LoadError what="the day's booking" error={booking.error} onRetry={() => booking.refetch()} />
        ) : booking.data ? (
          <BookingSavedAlert booking={booking.data} storeName={storeName(storeId)} />
        ) : null}

        <Input.Search
          aria-label="Find a vegetable"
          placeholder="Find a vegetable"
          allowClear
          size="large"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 360, marginBottom: 12 }}
        />
        {kind === 'wastage' ? (
          <AbbreviationLegend items={WASTAGE_LEGEND} note={WASTAGE_QUANTITIES_NOTE} testId="wastage-legend" />
        ) : null}
        {catalogue.isError ? (
          <LoadError what="the vegetables" error={catalogue.error} onRetry={() => catalogue.refetch()} />
        ) : catalogue.isPending || (storeId && date && booking.isPending) ? (
          <LoadingBlock label="Loading the vegetables" />
        ) : groups.length === 0 ? (
          <Empty description={needle ? 'No vegetable matches.' : 'The catalogue has no vegetables.'} />
        ) : (
          groups.map(([group, items]) => (
            <section key={group} className="veg-booking-group" aria-label={group}>
              <Typography.Title level={3} style={{ fontSize: 20 }}>
                {group}
              </Typography.Title>
              {items.map((vegetable) => (
                <VegetableLine
                  key={vegetable.id}
                  kind={kind}
                  vegetable={vegetable}
                  value={lines[vegetable.id] ?? EMPTY_LINE}
                  error={rowErrors.get(vegetable.id)}
                  onChange={onLineChange}
                />
              ))}
            </section>
          ))
        )}

        <Form.Item label="Special instructions" name="others" style={{ marginTop: 16 }}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>

        <div className="veg-booking-bar">
          {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 8 }} />}
          <KeptSaveNotice kept={offline.kept} style={{ marginBottom: 8 }} />
          <Flex align="center" justify="space-between" gap={12}>
            <Typography.Text>
              {bookedCount} {bookedCount === 1 ? 'item' : 'items'}
            </Typography.Text>
            <Button type="primary" size="large" htmlType="submit">
              Review
            </Button>
          </Flex>
        </div>
      </Form>
      {review && (
        <BookingSummaryModal
          kind={kind}
          request={review}
          storeName={storeName(review.storeId)}
          vegetables={vegetables}
          saving={save.isPending}
          onConfirm={onConfirm}
          onCancel={() => setReview(null)}
        />
      )}
    </TouchTheme>
  );
}
