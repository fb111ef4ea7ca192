import { AppError } from '../../../lib/app-error.ts';

// The foreign keys of migration 0000, by the request field that names the row they point to.
const REFERENCES: Record<string, { field: 'categoryId' | 'subcategoryId'; noun: string }> = {
  items_category_id_categories_id_fk: { field: 'categoryId', noun: 'category' },
  items_subcategory_id_subcategories_id_fk: { field: 'subcategoryId', noun: 'subcategory' },
  subcategories_category_id_categories_id_fk: { field: 'categoryId', noun: 'category' },
};

interface PgError {
  code?: string;
  constraint?: string;
}

function databaseError(error: unknown): PgError | null {
  // drizzle wraps the driver's error in its own; the PostgreSQL code is on the cause.
  for (let current = error; current instanceof Error; current = current.cause) {
    if (typeof (current as PgError).code === 'string') return current as PgError;
  }
  return null;
}

/**
 * A category or subcategory that does not exist is the database's answer, not a prior read: a
 * check before the write could pass and the row vanish before the insert. This turns that answer
 * into the 400 naming the field; anything else is rethrown as it is.
 */
export function toCatalogueWriteError(
  error: unknown,
  input: { categoryId?: string | undefined; subcategoryId?: string | undefined },
): unknown {
  const cause = databaseError(error);
  const reference = cause?.code === '23503' && cause.constraint ? REFERENCES[cause.constraint] : undefined;
  if (!reference) return error;
  const message = `No ${reference.noun} "${input[reference.field] ?? ''}"`;
  return AppError.validation([{ path: reference.field, message }]);
}

/** 409 for an id already in use, naming the field as the form shows it. */
export function idTakenError(options: { noun: string; id: string }): AppError {
  const message = `A ${options.noun} with id "${options.id}" already exists`;
  return new AppError('conflict', message, [{ path: 'id', message }]);
}
