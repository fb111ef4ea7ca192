import { type AdminCategory, type CreateCategoryRequest, createCategoryRequestSchema } from '@kadai/contract';
import { Form, Input, InputNumber } from 'antd';
import { useCreateCategory } from '../api/create-category.ts';
import { useUpdateCategory } from '../api/update-category.ts';
import { EntryDrawer, zodRule } from './entry-drawer.tsx';
import { LiveSelect } from './live-select.tsx';

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
      <Form.Item name="order" label="Order" rules={[zodRule(fields.order)]}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="live" label="Show" rules={[zodRule(fields.live)]}>
        <LiveSelect />
      </Form.Item>
    </EntryDrawer>
  );
}
