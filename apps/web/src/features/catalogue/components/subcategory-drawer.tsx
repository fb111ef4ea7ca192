import {
  type AdminCategory,
  type AdminSubcategory,
  COLUMN_LAYOUTS,
  type CreateSubcategoryRequest,
  createSubcategoryRequestSchema,
} from '@kadai/contract';
import { Form, Input, InputNumber, Select } from 'antd';
import { useCreateSubcategory } from '../api/create-subcategory.ts';
import { useUpdateSubcategory } from '../api/update-subcategory.ts';
import { EntryDrawer, zodRule } from './entry-drawer.tsx';
import { LiveSelect } from './live-select.tsx';

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
      onSubmit={({ id, ...changes }) =>
        editing ? update.mutateAsync({ id: editing.id, changes }) : create.mutateAsync({ id, ...changes })
      }
    >
      <Form.Item
        name="id"
        label="Id"
        extra="Lower-case letters, digits and dashes; it cannot change later"
        rules={[zodRule(fields.id)]}
      >
        <Input disabled={Boolean(editing)} autoComplete="off" />
      </Form.Item>
      <Form.Item name="n" label="Name" rules={[zodRule(fields.n)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="categoryId" label="Category" rules={[zodRule(fields.categoryId)]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={props.categories.map((c) => ({ value: c.id, label: c.n }))}
        />
      </Form.Item>
      <Form.Item name="column" label="Column layout" rules={[zodRule(fields.column)]}>
        <Select options={COLUMN_LAYOUTS.map((layout) => ({ value: layout, label: LAYOUT_LABELS[layout] }))} />
      </Form.Item>
      <Form.Item name="order" label="Order" rules={[zodRule(fields.order)]}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="live" label="Show" rules={[zodRule(fields.live)]}>
        <LiveSelect />
      </Form.Item>
    </EntryDrawer>
  );
}
