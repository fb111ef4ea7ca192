import {
  type AdminCategory,
  type AdminItem,
  type AdminSubcategory,
  type CreateItemRequest,
  createItemRequestSchema,
  mrpTextSchema,
  paiseToDecimal,
  UNCATEGORISED_SUBCATEGORY_ID,
} from '@kadai/contract';
import { Form, Input, InputNumber, Select } from 'antd';
import { useCreateItem } from '../api/create-item.ts';
import { useUpdateItem } from '../api/update-item.ts';
import { CategoryField, EntryDrawer, OrderAndShowFields, zodRule } from './entry-drawer.tsx';

const fields = createItemRequestSchema.shape;

/**
 * What the item drawer is for: a new item (perhaps in a chosen place), a copy of one (ordering.md
 * §2.1: "a side drawer titled New, pre-filled so a duplicate can be created"), or an edit.
 */
export type ItemDrawerMode =
  | { kind: 'new'; preset: Partial<CreateItemRequest> }
  | { kind: 'copy'; item: AdminItem }
  | { kind: 'edit'; item: AdminItem };

/** The form holds the MRP as the rupees typed; the request carries paise. */
type ItemFormValues = Omit<CreateItemRequest, 'mrpPaise'> & { mrp: string };

function initialValues(mode: ItemDrawerMode): Partial<ItemFormValues> {
  if (mode.kind === 'new') {
    const { mrpPaise, ...preset } = mode.preset;
    return {
      live: 1,
      order: 0,
      subcategoryId: UNCATEGORISED_SUBCATEGORY_ID,
      desc: '',
      ...preset,
      ...(mrpPaise !== undefined && { mrp: paiseToDecimal(mrpPaise) }),
    };
  }
  const { id: _id, mrpPaise, ...fieldsOfItem } = mode.item;
  return { ...fieldsOfItem, mrp: paiseToDecimal(mrpPaise) };
}

export function ItemDrawer(props: {
  mode: ItemDrawerMode | null;
  categories: readonly AdminCategory[];
  subcategories: readonly AdminSubcategory[];
  onClose: () => void;
}) {
  const create = useCreateItem();
  const update = useUpdateItem();
  const { mode } = props;
  const categoryNames = new Map(props.categories.map((c) => [c.id, c.n]));

  return (
    <EntryDrawer<ItemFormValues>
      title={mode?.kind === 'edit' ? `Edit ${mode.item.name}` : 'New'}
      open={mode !== null}
      onClose={props.onClose}
      initialValues={mode ? initialValues(mode) : {}}
      onSubmit={({ mrp, ...values }) => {
        const thumbnail = values.thumbnail?.trim() ? values.thumbnail : null;
        // The rule below has read the text already; parse it again to send its paise.
        const request = { ...values, thumbnail, mrpPaise: mrpTextSchema.parse(mrp) };
        return mode?.kind === 'edit'
          ? update.mutateAsync({ id: mode.item.id, changes: request })
          : create.mutateAsync(request);
      }}
    >
      <Form.Item name="name" label="Name" rules={[zodRule(fields.name)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <CategoryField schema={fields.categoryId} categories={props.categories} />
      <Form.Item name="subcategoryId" label="Subcategory" rules={[zodRule(fields.subcategoryId)]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={props.subcategories.map((s) => ({
            value: s.id,
            label: `${s.n} (${categoryNames.get(s.categoryId) ?? s.categoryId})`,
          }))}
        />
      </Form.Item>
      <OrderAndShowFields fields={fields} />
      <Form.Item name="pu" label="Pack quantity (pu)" rules={[zodRule(fields.pu)]}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="u" label="Unit (u)" extra="g, kg, ml, l, pc, pack, bunch…" rules={[zodRule(fields.u)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="mrp" label="MRP" rules={[zodRule(mrpTextSchema)]}>
        <Input style={{ width: '100%' }} prefix="₹" inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Form.Item name="desc" label="Description" rules={[zodRule(fields.desc)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="thumbnail" label="Thumbnail URL" rules={[zodRule(fields.thumbnail)]}>
        <Input autoComplete="off" />
      </Form.Item>
    </EntryDrawer>
  );
}
