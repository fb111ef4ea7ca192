import {
  type Booking,
  type BookingKind,
  type BookingListQuery,
  bookingListSchema,
  bookingLookupSchema,
  bookingSchema,
  type SaveBookingRequest,
  wastageSummarySchema,
} from '@kadai/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type NewStaffSave, sendOrKeep } from '../../../lib/staff-outbox.ts';

export const bookingsQueryKey = ['bookings'] as const;

function lookupKey(kind: BookingKind, storeId: string, date: string) {
  return [...bookingsQueryKey, 'one', kind, storeId, date] as const;
}

/**
 * The day's booking of a store, or null. Not refetched on focus: a form being typed into must not
 * be reset under the person's fingers; a colleague's save in between is caught when saving (409).
 */
export function useBooking(kind: BookingKind, storeId: string | undefined, date: string | undefined) {
  return useQuery({
    queryKey: lookupKey(kind, storeId ?? '', date ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/bookings/${kind}?${new URLSearchParams({ storeId: storeId ?? '', date: date ?? '' })}`,
        bookingLookupSchema.parse,
        { signal },
      ).then((answer) => answer.booking),
    enabled: Boolean(storeId && date),
    refetchOnWindowFocus: false,
  });
}

export type SaveBookingInput = {
  request: SaveBookingRequest;
  /** The form's key: a resend, now or from the phone's queue later, is the same save. */
  idempotencyKey: string;
  /** How the save is kept on the phone when the network is gone (the request, key and path added here). */
  offline: Pick<NewStaffSave, 'label' | 'typed' | 'form'>;
};

/** Saves the day's booking, or keeps it on the phone to send when the network is back (`kept`). */
export function useSaveBooking(kind: BookingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it must run (and fail) so that it is kept, not wait paused.
    networkMode: 'always',
    mutationFn: ({ request, idempotencyKey, offline }: SaveBookingInput) =>
      sendOrKeep({
        send: () =>
          apiRequest(`/api/bookings/${kind}`, bookingSchema.parse, {
            method: 'PUT',
            body: request,
            headers: { 'Idempotency-Key': idempotencyKey },
          }),
        save: {
          ...offline,
          method: 'PUT',
          path: `/api/bookings/${kind}`,
          body: request,
          key: idempotencyKey,
          invalidate: [bookingsQueryKey],
        },
      }),
    onSuccess: (result) => {
      if ('sent' in result) {
        const booking: Booking = result.sent;
        queryClient.setQueryData(lookupKey(kind, booking.storeId, booking.date), booking);
      }
    },
    // A refused save (someone saved meanwhile) shows the day as it now stands.
    onError: (_error, { request }) =>
      queryClient.invalidateQueries({ queryKey: lookupKey(kind, request.storeId, request.date) }),
    onSettled: (result) => {
      if (result && 'kept' in result) return; // nothing changed at the shop yet
      return queryClient.invalidateQueries({ queryKey: [...bookingsQueryKey, 'list'] });
    },
  });
}

function search(query: BookingListQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.kind) params.set('kind', query.kind);
  if (query.storeId) params.set('storeId', query.storeId);
  return params.toString();
}

export function useBookingList(query: BookingListQuery) {
  return useQuery({
    queryKey: [...bookingsQueryKey, 'list', search(query)],
    queryFn: ({ signal }) =>
      apiRequest(`/api/bookings?${search(query)}`, bookingListSchema.parse, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWastageSummary(query: BookingListQuery) {
  return useQuery({
    queryKey: [...bookingsQueryKey, 'list', 'wastage-summary', search(query)],
    queryFn: ({ signal }) =>
      apiRequest(`/api/bookings/wastage-summary?${search(query)}`, wastageSummarySchema.parse, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The listed bookings as XLSX: a plain link, the session cookie goes along and the server names the file. */
export function exportBookingsUrl(query: BookingListQuery): string {
  return `/api/bookings/export.xlsx?${search(query)}`;
}
