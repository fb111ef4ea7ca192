import {
  BOOKING_TITLES,
  type Booking,
  type BookingKind,
  businessDay,
  type SaveBookingRequest,
  type SignedUser,
  type Store,
  WASTAGE_QUANTITIES_NOTE,
} from '@kadai/contract';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { AbbreviationLegend } from '../../../components/abbreviation-legend.tsx';
import { KeptSaveNotice } from '../../../components/kept-save-notice-plain.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Button } from '../../../components/plain/button.tsx';
import { Field } from '../../../components/plain/field.tsx';
import { LoadError } from '../../../components/plain/load-error.tsx';
import { Notice } from '../../../components/plain/notice.tsx';
import { SearchInput } from '../../../components/plain/search-input.tsx';
import { TextArea } from '../../../components/plain/text-area.tsx';
import type { FieldError } from '../../../lib/api-client.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useCatalogue } from '../../catalogue/index.ts';
import { useBooking, useSaveBooking } from '../api/bookings.ts';
import { BookingAcknowledgement } from '../components/booking-acknowledgement.tsx';
import { BookingHeaderFields, type Header } from '../components/booking-header-fields.tsx';
import { BookingSavedAlert } from '../components/booking-saved-alert.tsx';
import { BookingSummaryModal } from '../components/booking-summary-modal.tsx';
import { VegetableGroups, WASTAGE_LEGEND } from '../components/vegetable-lines.tsx';
import { useBookingOffline } from '../hooks/use-booking-offline.ts';
import {
  bookingLinesToSend,
  bookingProblems,
  bookingRowErrors,
  bookingStoreOptions,
  countBooked,
  findVegetables,
  groupVegetables,
  type HeaderField,
  headerErrorsOf,
  type LineValue,
  linesOf,
  listVegetables,
} from '../utils/booking-form.ts';
import '../components/veg-booking.css';

/**
 * A store's daily vegetable stock (/vegstock) or wastage (/vegwastages) booking (ordering.md §2.5):
 * store, Sent By, Date, the catalogue's vegetables, special instructions; a summary, then the
 * acknowledgement id. A day already booked opens as it was saved: saving again edits it.
 * Built for the store's phone on a mobile network: plain markup, no antd (decision 030), in the
 * store frame, which hands it the signed-in user and the stores.
 */
export function VegBookingPage({
  kind,
  user,
  stores,
}: {
  kind: BookingKind;
  user: SignedUser | null | undefined;
  stores: { data: Store[] | undefined; isPending: boolean };
}) {
  const today = businessDay();
  const catalogue = useCatalogue();
  const [header, setHeaderState] = useState<Header>(() => ({
    storeId: undefined,
    sentBy: user?.displayName ?? '',
    date: today,
    others: '',
  }));
  const [headerErrors, setHeaderErrors] = useState<Partial<Record<HeaderField, string>>>({});
  const { storeId, date } = header;
  const booking = useBooking(kind, storeId, date);
  const save = useSaveBooking(kind);
  const [lines, setLines] = useState<Record<number, LineValue>>({});
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [review, setReview] = useState<SaveBookingRequest | null>(null);
  const [acknowledged, setAcknowledged] = useState<Booking | null>(null);
  const [search, setSearch] = useState('');
  const setHeader = useCallback(
    (values: Partial<Header>) => setHeaderState((h) => ({ ...h, ...values })),
    [],
  );
  const offline = useBookingOffline({ kind, setHeader, setLines });
  const { takeRestored } = offline;

  const change = <F extends HeaderField>(field: F, value: Header[F]) => {
    setHeader({ [field]: value });
    setHeaderErrors(({ [field]: _shown, ...rest }) => rest);
    if (field === 'storeId' || field === 'date') setProblem(null);
  };

  const storeOptions = useMemo(
    () => bookingStoreOptions(kind, stores.data ?? [], user),
    [kind, stores.data, user],
  );

  // A store-staff user's own store, or the only store there is, is chosen for them.
  useEffect(() => {
    const only = storeOptions.length === 1 ? storeOptions[0]?.value : undefined;
    if (only) setHeaderState((h) => (h.storeId ? h : { ...h, storeId: only }));
  }, [storeOptions]);

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
    setHeader({ others: typed?.others ?? booking.data?.others ?? '' });
  }, [loaded, booking.data, setHeader, storeId, date, takeRestored]);

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
    const { byField, unplaced } = headerErrorsOf(rest);
    setHeaderErrors(byField);
    setProblem(unplaced[0] ?? (byRow.size > 0 ? 'Please check the items marked below.' : null));
  };

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const sent = bookingLinesToSend(kind, vegetables, lines);
    const request: SaveBookingRequest = {
      storeId: header.storeId ?? '',
      sentBy: header.sentBy,
      date: header.date,
      others: header.others,
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

  const storeName = (id: string | undefined) => storeOptions.find((s) => s.value === id)?.label ?? id ?? '';
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

  if (acknowledged) {
    return (
      <BookingAcknowledgement
        booking={acknowledged}
        onEdit={() => setAcknowledged(null)}
        onAnotherDay={() => {
          setAcknowledged(null);
          change('date', today);
        }}
      />
    );
  }

  return (
    <div className="veg-booking">
      <h2 className="veg-booking-title">{BOOKING_TITLES[kind]}</h2>
      <form name={`veg-${kind}`} noValidate onSubmit={onReview}>
        <BookingHeaderFields
          kind={kind}
          header={header}
          errors={headerErrors}
          storeOptions={storeOptions}
          storesPending={stores.isPending}
          today={today}
          onChange={change}
        />

        {booking.isError ? (
          <LoadError what="the day's booking" error={booking.error} onRetry={() => booking.refetch()} />
        ) : booking.data ? (
          <BookingSavedAlert booking={booking.data} storeName={storeName(storeId)} />
        ) : null}

        <SearchInput
          className="veg-booking-search"
          label="Find a vegetable"
          placeholder="Find a vegetable"
          value={search}
          onChange={setSearch}
        />
        {kind === 'wastage' ? (
          <AbbreviationLegend items={WASTAGE_LEGEND} note={WASTAGE_QUANTITIES_NOTE} testId="wastage-legend" />
        ) : null}
        {catalogue.isError ? (
          <LoadError what="the vegetables" error={catalogue.error} onRetry={() => catalogue.refetch()} />
        ) : catalogue.isPending || (storeId && date && booking.isPending) ? (
          <LoadingBlock label="Loading the vegetables" />
        ) : groups.length === 0 ? (
          <p className="veg-booking-empty">
            {needle ? 'No vegetable matches.' : 'The catalogue has no vegetables.'}
          </p>
        ) : (
          <VegetableGroups
            kind={kind}
            groups={groups}
            lines={lines}
            rowErrors={rowErrors}
            onChange={onLineChange}
          />
        )}

        <Field label="Special instructions" id={`veg-${kind}_others`} error={headerErrors.others}>
          {(control) => (
            <TextArea
              {...control}
              rows={3}
              maxLength={2000}
              value={header.others}
              onChange={(event) => change('others', event.target.value)}
            />
          )}
        </Field>

        <div className="veg-booking-bar">
          {problem && <Notice type="error" title={problem} className="veg-booking-bar__notice" />}
          <KeptSaveNotice kept={offline.kept} className="veg-booking-bar__notice" />
          <div className="veg-booking-bar__row">
            <span>
              {bookedCount} {bookedCount === 1 ? 'item' : 'items'}
            </span>
            <Button variant="primary" size="large" type="submit">
              Review
            </Button>
          </div>
        </div>
      </form>
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
    </div>
  );
}
