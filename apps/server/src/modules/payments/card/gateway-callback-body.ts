import { z } from 'zod';

/** What the gateway's page posts back: its encrypted answer, and the order number it may add. */
export const callbackBodySchema = z.looseObject({
  encResp: z.string({ error: 'encResp: the gateway’s encrypted answer' }).max(20_000),
  orderNo: z.string().max(100).optional(),
});
