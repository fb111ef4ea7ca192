import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the older store's import created: one row per older document (collection and its document
 * id) naming the row it became. A second import skips every document listed here, so it creates
 * nothing twice (docs/decisions/019-older-data-import.md).
 */
export const importSources = pgTable(
  'import_sources',
  {
    collection: text('collection').notNull(),
    sourceId: text('source_id').notNull(),
    /** The new row's key as text: an item's serial id, an order's order id, a category's id … */
    targetId: text('target_id').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.sourceId] })],
);
