import {
  type AdminCategory,
  type AdminSubcategory,
  COLUMN_LAYOUTS,
  type CreateSubcategoryRequest,
  createSubcategoryRequestSchema,
} from '@kadai/contract';
import { Form, Select } from 'antd';
import { useCreateSubcategory } from '../api/create-subcategory.ts';
import { useUpdateSubcategory } from '../api/update-subcategory.ts';
import {
  CategoryField,
  createOrUpdate,
  EntryDrawer,
  IdAndNameFields,
  OrderAndShowFields,
  zodRule,
} from './entry-drawer.tsx';

const fields = createSubcategoryRequestSchema.shape;

const LAYOUT_LABELS: Record<(typeof COLUMN_LAYOUTS)[number], string> = {
  threecolumns: 'threecolumns · three columns of cards',
  twocolumns: 'twocolumns · two columns of cards',
  veg: 'veg · the vegetable list',
};

/** Create a subcategory, or edit one: name, category, column layout, order, show. */
export function SubcategoryDrawer(props: {
  open: boolean;
  subcategory: AdminSubcategory | null;
  categories: readonly AdminCategory[];
  onClose: () => void;
}) {
  const create = useCreateSubcategory();
  const update = useUpdateSubcategory();
  const editing = props.subcategory;

  return (
    <EntryDrawer<CreateSubcategoryRequest>
      title={editing ? `Edit subcategory ${editing.n}` : 'New subcategory'}
      open={props.open}
      onClose={props.onClose}
      initialValues={editing ?? { live: 1, order: 0, column: 'threecolumns' }}
      onSubmit={createOrUpdate(editing, create.mutateAsync, update.mutateAsync)}
    >
      <IdAndNameFields fields={fields} editing={Boolean(editing)} />
      <CategoryField schema={fields.categoryId} categories={props.categories} />
      <Form.Item name="column" label="Column layout" rules={[zodRule(fields.column)]}>
        <Select options={COLUMN_LAYOUTS.map((layout) => ({ value: layout, label: LAYOUT_LABELS[layout] }))} />
      </Form.Item>
      <OrderAndShowFields fields={fields} />
    </EntryDrawer>
  );
}
