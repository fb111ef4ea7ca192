import { z } from 'zod';
import { requiredText } from '../movements.ts';
import { DISPATCH_STATES } from './dispatch.ts';
import { STOCK_PRODUCT } from './stock-product.ts';

// ---------------------------------------------------------------- drivers and vehicles

export const driverSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  /** The trip in transit today this driver is on, if any: they cannot drive another vehicle. */
  busy: z.object({ tripId: z.number(), vehicleNumber: z.string(), since: z.string() }).nullable(),
});
export type Driver = z.infer<typeof driverSchema>;

export const vehicleSchema = z.object({
  id: z.number(),
  number: z.string(),
  busy: z.object({ tripId: z.number(), driverName: z.string(), since: z.string() }).nullable(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const transportSchema = z.object({ drivers: z.array(driverSchema), vehicles: z.array(vehicleSchema) });
export type Transport = z.infer<typeof transportSchema>;

/** Indian mobile: ten digits from 6, spaces and a +91 allowed. */
const PHONE = /^(\+91[ -]?)?[6-9]\d{4}[ -]?\d{5}$/;

export const createDriverRequestSchema = z.strictObject({
  name: requiredText("Driver's Name", 100),
  phone: z
    .string({ error: 'Phone: ten digits' })
    .trim()
    .refine((v) => v === '' || PHONE.test(v), { error: 'Phone: a ten-digit mobile number' })
    .nullish(),
});
export type CreateDriverRequest = z.infer<typeof createDriverRequestSchema>;

/** 'TN 09 AB 1234', 'TN09AB1234', 'KA-01-X-9': letters, digits, spaces and dashes. */
const VEHICLE = /^[A-Za-z0-9][A-Za-z0-9 -]{2,19}$/;
export const createVehicleRequestSchema = z.strictObject({
  number: requiredText('Vehicle Number', 20).refine((v) => VEHICLE.test(v), {
    error: 'Vehicle Number: letters and digits, like TN 09 AB 1234',
  }),
});
export type CreateVehicleRequest = z.infer<typeof createVehicleRequestSchema>;

/** Compared as the plate reads without spaces or dashes; kept in capitals with single spaces, as typed otherwise. */
export function vehicleKey(number: string): string {
  return number.replace(/[\s-]/g, '').toUpperCase();
}

// ---------------------------------------------------------------- trips

/** A van on the road (Stocks Dispatch, Transport): who drives it, since when, and what it still carries. */
export const tripSchema = z.object({
  id: z.number(),
  day: z.string(),
  driverName: z.string(),
  driverPhone: z.string().nullable(),
  vehicleNumber: z.string(),
  since: z.string(),
  startedBy: z.string(),
  /** The dispatches it took, each to its outlet: D1 to Adyar, D2 to T.Nagar. */
  dispatches: z.array(
    z.object({
      id: z.number(),
      label: z.string(),
      outletId: z.string(),
      outletName: z.string(),
      /** null for a store's return. */
      teamName: z.string().nullable(),
      state: z.enum(DISPATCH_STATES),
    }),
  ),
  /** What is on it now, from the ledger: lines not yet received, and shortfalls not yet settled. */
  carrying: z.array(
    z.object({
      ...STOCK_PRODUCT,
      quantity: z.number(),
    }),
  ),
});
export type Trip = z.infer<typeof tripSchema>;
export const tripListSchema = z.array(tripSchema);
export const tripListQuerySchema = z.strictObject({ outletId: z.string().trim().max(100).optional() });
