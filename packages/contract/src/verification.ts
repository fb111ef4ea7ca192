import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * A customer's verification of a delivered order, item by item (ordering.md §2.8, §4, §5): like or
 * dislike, a comment for each dislike, an overall comment, then Confirm. Reached only with the
 * order's verification key; the order id alone opens nothing.
 */

/** The spec's words (§5, §8), typos and all: the page and the API say them alike. */
export const VERIFICATION_MESSAGES = {
  checkAll: 'Please check all items....',
  feedbackFor: (item: string) => `Please give us your feedback for ${item}`,
  /** Shown (info) when the customer moves on while a dislike still has no comment. */
  feedbackForMovingOn: (item: string) => `Please give us you feedback for ${item}`,
  overallComment: '*Please share your overall comment..',
  verified: 'Thank You! successfully verified',
  notFound: 'We could not find this order. Please check the link.',
  alreadyVerified: 'This order has been verified already. Thank you!',
} as const;

const FEEDBACK_MAX = 1000;
const COMMENT_MAX = 2000;

/** custverfied and dislike as the older data kept them: 0 like, 1 dislike; null not marked yet. */
export const verificationItemSchema = lazySchema(() =>
  z.object({
    lineNo: z.number(),
    name: z.string(),
    pack: z.string(),
    quantity: z.number(),
    dislike: z.union([z.literal(0), z.literal(1)]).nullable(),
    feedback: z.string().nullable(),
  }),
);
export type VerificationItem = z.infer<typeof verificationItemSchema>;

export const verificationSchema = lazySchema(() =>
  z.object({
    orderId: z.string(),
    customerName: z.string(),
    verified: z.boolean(),
    verifiedAt: z.string().nullable(),
    overallComment: z.string().nullable(),
    items: z.array(verificationItemSchema),
  }),
);
export type Verification = z.infer<typeof verificationSchema>;

export const verificationParamsSchema = lazySchema(() => z.strictObject({ orderId: z.string().max(40) }));
export const verificationItemParamsSchema = lazySchema(() =>
  z.strictObject({
    orderId: z.string().max(40),
    lineNo: z.coerce.number({ error: 'lineNo: a number' }).int().min(1).max(10_000),
  }),
);
export const verificationQuerySchema = lazySchema(() => z.strictObject({ key: z.string().max(100) }));

const key = lazySchema(() => z.string({ error: 'key: the key from your link' }).min(1).max(100));

/** One item marked (updateGroceryLike, updateGrocery): kept on the server as it is made. */
export const markVerificationItemRequestSchema = lazySchema(() =>
  z.strictObject({
    key,
    dislike: z.union([z.literal(0), z.literal(1)], { error: 'dislike: 0 (like) or 1 (dislike)' }),
    feedback: z
      .string({ error: 'feedback: text' })
      .trim()
      .max(FEEDBACK_MAX, { error: `feedback: at most ${FEEDBACK_MAX} characters` })
      .nullish(),
  }),
);
export type MarkVerificationItemRequest = z.infer<typeof markVerificationItemRequestSchema>;

/** Confirm (updateGroceryCompleted): the overall comment; every item must be marked by then. */
export const confirmVerificationRequestSchema = lazySchema(() =>
  z.strictObject({
    key,
    overallComment: z
      .string({ error: VERIFICATION_MESSAGES.overallComment })
      .trim()
      .max(COMMENT_MAX, { error: `overallComment: at most ${COMMENT_MAX} characters` }),
  }),
);
export type ConfirmVerificationRequest = z.infer<typeof confirmVerificationRequestSchema>;

/**
 * What stops a Confirm, in the spec's order: an unmarked item, then a dislike without a comment,
 * then an empty overall comment. The page asks this before sending and the server before saving,
 * so both say the same words; null when the verification may be confirmed.
 */
export function verificationProblem(
  items: readonly Pick<VerificationItem, 'lineNo' | 'name' | 'dislike' | 'feedback'>[],
  overallComment: string,
): { path: string; message: string } | null {
  if (items.some((item) => item.dislike === null)) {
    return { path: 'items', message: VERIFICATION_MESSAGES.checkAll };
  }
  const silent = items.find((item) => item.dislike === 1 && !item.feedback?.trim());
  if (silent) {
    return {
      path: `items.${silent.lineNo}.feedback`,
      message: VERIFICATION_MESSAGES.feedbackFor(silent.name),
    };
  }
  if (!overallComment.trim())
    return { path: 'overallComment', message: VERIFICATION_MESSAGES.overallComment };
  return null;
}

/** customerorderverification/{orderId}?key=… on the shop's origin: what admins copy and send. */
export function makeVerificationLink(
  origin: string,
  order: { orderId: string; verificationKey: string },
): string {
  const url = new URL(`/customerorderverification/${encodeURIComponent(order.orderId)}`, origin);
  url.searchParams.set('key', order.verificationKey);
  return url.toString();
}

// ---------------------------------------------------------------- dislikes (admins)

/** What customers disliked, verified between two business days (both included, Asia/Kolkata). */
export const dislikesQuerySchema = lazySchema(() =>
  z
    .strictObject({
      from: z.iso.date({ error: 'From: a date as YYYY-MM-DD' }).optional(),
      to: z.iso.date({ error: 'To: a date as YYYY-MM-DD' }).optional(),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      error: 'To: must not be before From',
      path: ['to'],
    }),
);
export type DislikesQuery = z.infer<typeof dislikesQuerySchema>;

export const dislikeSchema = lazySchema(() =>
  z.object({
    orderId: z.string(),
    customerName: z.string(),
    verifiedAt: z.string(),
    itemName: z.string(),
    pack: z.string(),
    category: z.string(),
    subcategory: z.string(),
    feedback: z.string(),
    overallComment: z.string(),
  }),
);
export type Dislike = z.infer<typeof dislikeSchema>;

/** Disliked items counted by item and category, most disliked first: where the kitchen looks first. */
export const dislikeCountSchema = lazySchema(() =>
  z.object({
    itemName: z.string(),
    category: z.string(),
    dislikes: z.number().int(),
    /** Of how many verified deliveries of the item in the period. */
    verified: z.number().int(),
  }),
);
export type DislikeCount = z.infer<typeof dislikeCountSchema>;

export const dislikeReportSchema = lazySchema(() =>
  z.object({
    counts: z.array(dislikeCountSchema),
    dislikes: z.array(dislikeSchema),
  }),
);
export type DislikeReport = z.infer<typeof dislikeReportSchema>;
