import { type AdminCategory, type CreateCategoryRequest, createCategoryRequestSchema } from '@kadai/contract';
import { useCreateCategory } from '../api/create-category.ts';
import { useUpdateCategory } from '../api/update-category.ts';
import { createOrUpdate, EntryDrawer, IdAndNameFields, OrderAndShowFields } from './entry-drawer.tsx';

const fields = createCategoryRequestSchema.shape;

/** Create a category, or edit one (its id stays: items and orders refer to it). */
export function CategoryDrawer(props: {
  open: boolean;
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const editing = props.category;

  return (
    <EntryDrawer<CreateCategoryRequest>
      title={editing ? `Edit category ${editing.n}` : 'New category'}
      open={props.open}
      onClose={props.onClose}
      initialValues={editing ?? { live: 1, order: 0 }}
      onSubmit={createOrUpdate(editing, create.mutateAsync, update.mutateAsync)}
    >
      <IdAndNameFields fields={fields} editing={Boolean(editing)} />
      <OrderAndShowFields fields={fields} />
    </EntryDrawer>
  );
}
