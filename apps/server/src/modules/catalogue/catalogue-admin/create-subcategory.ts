import type { AdminSubcategory, CreateSubcategory } from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { subcategories } from '../../../db/schema/index.ts';
import { adminSubcategoryColumns } from './admin-catalogue-columns.ts';
import { idTakenError, toCatalogueWriteError } from './catalogue-write-error.ts';

export async function createSubcategory(db: DbOrTx, input: CreateSubcategory): Promise<AdminSubcategory> {
  const [created] = await db
    .insert(subcategories)
    .values(input)
    .onConflictDoNothing({ target: subcategories.id })
    .returning(adminSubcategoryColumns)
    .catch((error: unknown) => {
      throw toCatalogueWriteError(error, input);
    });
  if (!created) throw idTakenError({ noun: 'subcategory', id: input.id });
  return created;
}
