import type { AdminCategory, CreateCategory } from '@kadai/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { categories } from '../../../db/schema/index.ts';
import { adminCategoryColumns } from './admin-catalogue-columns.ts';
import { idTakenError } from './catalogue-write-error.ts';

export async function createCategory(db: DbOrTx, input: CreateCategory): Promise<AdminCategory> {
  const [created] = await db
    .insert(categories)
    .values(input)
    .onConflictDoNothing({ target: categories.id })
    .returning(adminCategoryColumns);
  if (!created) throw idTakenError({ noun: 'category', id: input.id });
  return created;
}
