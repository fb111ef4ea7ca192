import type { BookingKind, SaveBookingRequest } from '@kadai/contract';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useKeptStaffSave } from '../../../lib/use-kept-staff-save.ts';
import { useRestoreStaffSave } from '../../../lib/use-staff-outbox.ts';
import { useSubmitKey } from '../../../lib/use-submit-key.ts';
import type { SaveBookingInput } from '../api/bookings.ts';
import type { LineValue } from '../utils/booking-form.ts';
import { type BookingFormValues, bookingSaveLabel, bookingTypedLines } from '../utils/booking-offline.ts';

/**
 * What the booking form needs to save in a dead zone: the form's Idempotency-Key, whether the last
 * save kept on the phone, how that save is described in the phone's list, and what a refused
 * save typed when the list opens the form with it.
 */
export function useBookingOffline(options: {
  kind: BookingKind;
  /** Puts the store, Sent By and date a refused save was typed with back in the form. */
  setHeader: (values: Pick<BookingFormValues, 'storeId' | 'sentBy' | 'date'>) => void;
  setLines: (lines: Record<number, LineValue>) => void;
}) {
  const { kind, setHeader, setLines } = options;
  const submitKey = useSubmitKey();
  const location = useLocation();
  // Once the shop takes it, the day's booking is fetched again and shows it as saved.
  const kept = useKeptStaffSave();
  // Put back once its store and day have loaded, over what is saved there now.
  const restored = useRef<BookingFormValues | null>(null);

  useRestoreStaffSave<BookingFormValues>(
    useCallback(
      (values) => {
        restored.current = values;
        setHeader({ storeId: values.storeId, sentBy: values.sentBy, date: values.date });
        setLines(values.lines);
      },
      [setHeader, setLines],
    ),
  );

  /** What a refused save typed for this store and day, once; null otherwise. */
  const takeRestored = useCallback((storeId: string | undefined, date: string | undefined) => {
    const typed = restored.current;
    restored.current = null;
    return typed?.storeId === storeId && typed?.date === date ? typed : null;
  }, []);

  const describe = useCallback(
    (
      request: SaveBookingRequest,
      context: { lines: Record<number, LineValue>; storeName: string; nameOf: (id: number) => string },
    ): SaveBookingInput => ({
      request,
      idempotencyKey: submitKey.keyFor(request),
      offline: {
        label: bookingSaveLabel(kind, context.storeName, request.date),
        typed: bookingTypedLines(kind, request, context.nameOf),
        form: {
          path: location.pathname,
          values: {
            ...request,
            others: request.others ?? '',
            lines: context.lines,
          } satisfies BookingFormValues,
        },
      },
    }),
    [kind, submitKey, location.pathname],
  );

  return useMemo(
    () => ({ submitKey, kept, takeRestored, describe }),
    [submitKey, kept, takeRestored, describe],
  );
}
