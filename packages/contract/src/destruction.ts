import { z } from 'zod';
import { quantitySchema, requiredText } from './movements.ts';
import { periodLength } from './reports.ts';

/**
 * Expiry Management (operations.md §2, kitchen-destruction; read by the total trash report): expired or
 * spoiled stock destroyed at a place (the warehouse or an outlet), with a reason and a photo or a note. Each
 * product destroyed is a ledger move out of the place (reason 'destroyed').
 */

export const DESTRUCTION_REASONS = ['expired', 'spoiled', 'damaged', 'other'] as const;
export const destructionReasonSchema = z.enum(DESTRUCTION_REASONS, {
  error: 'Reason: please choose why it is destroyed',
});
export type DestructionReason = z.infer<typeof destructionReasonSchema>;
export const DESTRUCTION_REASON_LABELS: Record<DestructionReason, string> = {
  expired: 'Expired',
  spoiled: 'Spoiled',
  damaged: 'Damaged',
  other: 'Other',
};

/** A phone's photo is a few megabytes; more is refused with this limit named. */
export const DESTRUCTION_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_MAX_BASE64 = Math.ceil(DESTRUCTION_PHOTO_MAX_BYTES / 3) * 4;
export const DESTRUCTION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const DESTRUCTION_MESSAGES = {
  destroyed: 'Stock destroyed!',
  photoTooLarge: 'Photo: larger than 5 MB; take a smaller photo',
  photoType: 'Photo: a JPEG, PNG or WebP image, please',
  noteForOther: 'Note: please say why (reason Other)',
  photoOrNote: 'Photo: add a photo or a note',
  chooseProducts: 'Destroy: choose at least one product to destroy',
} as const;

export const destructionPhotoSchema = z.strictObject({
  contentType: z.enum(DESTRUCTION_PHOTO_TYPES, { error: DESTRUCTION_MESSAGES.photoType }),
  /** The image's bytes, base64. */
  content: z
    .string({ error: DESTRUCTION_MESSAGES.photoType })
    .min(1, { error: DESTRUCTION_MESSAGES.photoType })
    .max(PHOTO_MAX_BASE64, { error: DESTRUCTION_MESSAGES.photoTooLarge })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: DESTRUCTION_MESSAGES.photoType }),
});
export type DestructionPhoto = z.infer<typeof destructionPhotoSchema>;

export const destroyStockRequestSchema = z
  .strictObject({
    /** The place: an outlet, or the warehouse (its outlet id). */
    outletId: requiredText('outletId', 100),
    reason: destructionReasonSchema,
    note: z
      .string({ error: 'Note: text, at most 500 characters' })
      .trim()
      .max(500, { error: 'Note: at most 500 characters' })
      .nullish(),
    photo: destructionPhotoSchema.nullish(),
    lines: z
      .array(
        z.strictObject({
          productId: requiredText('productId', 100),
          quantity: quantitySchema('Destroy'),
        }),
        { error: 'lines: a list of products to destroy' },
      )
      .min(1, { error: DESTRUCTION_MESSAGES.chooseProducts })
      .max(1000, { error: 'lines: at most 1000 lines' }),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: DESTRUCTION_MESSAGES.noteForOther });
    } else if (!value.note && !value.photo) {
      ctx.addIssue({ code: 'custom', path: ['photo'], message: DESTRUCTION_MESSAGES.photoOrNote });
    }
  });
export type DestroyStockRequest = z.infer<typeof destroyStockRequestSchema>;

/** More destroyed than the place holds: the page checks it before sending and the server (409) says it alike. */
export function overDestroyMessage(options: {
  product: string;
  asked: number;
  placeName: string;
  held: number;
}): string {
  return `${options.product}: ${options.asked} to destroy, ${options.placeName} holds ${Math.max(options.held, 0)}`;
}

export const destroyStockResponseSchema = z.object({ destroyed: z.number().int(), ids: z.array(z.number()) });
export type DestroyStockResponse = z.infer<typeof destroyStockResponseSchema>;

/** One product destroyed, as the list shows it. */
export const destructionSchema = z.object({
  id: z.number(),
  outletId: z.string(),
  placeName: z.string(),
  businessDay: z.string(),
  productId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  unit: z.string(),
  quantity: z.number(),
  reason: destructionReasonSchema,
  note: z.string().nullable(),
  /** GET /api/destruction/photos/{photoId} shows it. */
  photoId: z.number().nullable(),
  stockMoveId: z.number(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type Destruction = z.infer<typeof destructionSchema>;
export const destructionListSchema = z.array(destructionSchema);

/** The longest period the list and its export cover: a quarter. */
export const DESTRUCTION_LIST_MAX_DAYS = 92;
/** The most rows the list shows, newest first; the export of the same period has every row. */
export const DESTRUCTION_LIST_MAX_ROWS = 5000;

/** Destructions of a period (both days included), at one place or every place the user may see. */
export const destructionListQuerySchema = z
  .strictObject({
    from: z.iso.date({ error: 'From: a date as YYYY-MM-DD' }),
    to: z.iso.date({ error: 'To: a date as YYYY-MM-DD' }),
    outletId: requiredText('outletId', 100).optional(),
  })
  .refine((value) => value.from <= value.to, { path: ['to'], error: 'To: on or after From' })
  .refine(
    (value) => value.from > value.to || periodLength(value.from, value.to) <= DESTRUCTION_LIST_MAX_DAYS,
    {
      path: ['to'],
      error: `To: at most ${DESTRUCTION_LIST_MAX_DAYS} days after From`,
    },
  );
export type DestructionListQuery = z.infer<typeof destructionListQuerySchema>;

export const destructionPhotoParamsSchema = z.strictObject({
  id: z.coerce
    .number({ error: 'id: a number' })
    .int({ error: 'id: a whole number' })
    .positive({ error: 'id: a whole number from 1' })
    .max(2_147_483_647, { error: 'id: no such photo' }),
});
