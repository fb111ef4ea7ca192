import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { items } from './catalogue.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * An item's uploaded photo, resized on upload to each of ITEM_PHOTO_WIDTHS (WebP). Kept in the
 * database, beside the item, so every server process serves the same bytes and a backup holds them.
 * `hash` is the upload's content hash, carried in the served address.
 */
export const itemPhotos = pgTable(
  'item_photos',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    width: smallint('width').notNull(),
    hash: text('hash').notNull(),
    /** The stored image's own size: it fits inside width × width. */
    pixelWidth: smallint('pixel_width').notNull(),
    pixelHeight: smallint('pixel_height').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.width] }),
    check('item_photos_width_known', sql`${t.width} in (96, 320, 640)`),
    check('item_photos_content_not_empty', sql`octet_length(${t.content}) > 0`),
  ],
);
