import { z } from 'zod';

/** The largest id a 32-bit serial column holds: a larger one is simply not there (400 naming the field, not a database error). */
export const MAX_SERIAL_ID = 2_147_483_647;

/** A path or query id of a serial column, named in every message. */
export const serialIdSchema = (field: string) =>
  z.coerce
    .number({ error: `${field}: a whole number` })
    .int({ error: `${field}: a whole number` })
    .min(1, { error: `${field}: a whole number from 1` })
    .max(MAX_SERIAL_ID, { error: `${field}: at most ${MAX_SERIAL_ID}` });
