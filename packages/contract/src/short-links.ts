import { z } from 'zod';

/**
 * The product's own short links (/s/CODE), which text messages carry instead of a long link: DLT
 * allows 30 characters a variable, and the code is the only variable (the site address is fixed
 * text in the registered template).
 */

/** Base62 codes of 6 to 10 characters (the table's check); new ones have 10, about 59 bits. */
export const SHORT_LINK_CODE_PATTERN = /^[0-9A-Za-z]{6,10}$/;

/** What a short link's page says when it leads nowhere (a browser reads it, not a client). */
export const SHORT_LINK_PAGES = {
  notFound: { title: 'This link is not valid', detail: 'Please check it, or ask us for a new one.' },
  expired: { title: 'This link has expired', detail: 'Please ask us for a new one.' },
  tooMany: { title: 'Too many requests', detail: 'Please try again in a minute.' },
} as const;

/** Any text up to 32 characters: a code that is not one of ours is simply not found (404), never a 400. */
export const shortLinkParamsSchema = z.strictObject({ code: z.string().max(32) });
