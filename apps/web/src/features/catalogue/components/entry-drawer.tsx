import type { AdminCategory } from '@kadai/contract';
import { Alert, Button, Drawer, Form, type FormInstance, Input, InputNumber, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { showRequestError } from '../../../lib/form-errors.ts';
import { LiveSelect } from './live-select.tsx';

/**
 * A form field rule from the contract's schema for that field: the form says what the API would,
 * word for word. An emptied number box (null) counts as not given, so defaults and "please input"
 * messages apply as on the server.
 */
export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: (_rule, value) => {
      const result = schema.safeParse(value === null ? undefined : value);
      if (result.success) return Promise.resolve();
      return Promise.reject(new Error(result.error.issues[0]?.message ?? 'Please check this field'));
    },
  };
}

/** Form values without the empty number boxes, which the API would read as a value. */
export function withoutEmpty<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as T;
}

/**
 * The submit of a category or subcategory drawer: a new entry is created with the id typed in; an
 * existing one keeps its id (items and orders refer to it) and is sent the rest as changes.
 */
export function createOrUpdate<Values extends { id: string }>(
  editing: { id: string } | null,
  create: (values: Values) => Promise<unknown>,
  update: (input: { id: string; changes: Omit<Values, 'id'> }) => Promise<unknown>,
): (values: Values) => Promise<unknown> {
  return (values) => {
    if (!editing) return create(values);
    const { id: _id, ...changes } = values;
    return update({ id: editing.id, changes });
  };
}

/** The id and name of a category or subcategory; the id is chosen once. */
export function IdAndNameFields(props: { fields: { id: z.ZodType; n: z.ZodType }; editing: boolean }) {
  return (
    <>
      <Form.Item
        name="id"
        label="Id"
        extra="Lower-case letters, digits and dashes; it cannot change later"
        rules={[zodRule(props.fields.id)]}
      >
        <Input disabled={props.editing} autoComplete="off" />
      </Form.Item>
      <Form.Item name="n" label="Name" rules={[zodRule(props.fields.n)]}>
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}

/** The category a subcategory or item belongs to, searchable by name. */
export function CategoryField(props: { schema: z.ZodType; categories: readonly AdminCategory[] }) {
  return (
    <Form.Item name="categoryId" label="Category" rules={[zodRule(props.schema)]}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        options={props.categories.map((c) => ({ value: c.id, label: c.n }))}
      />
    </Form.Item>
  );
}

/** Where an entry sorts among its siblings, and whether the order form shows it. */
export function OrderAndShowFields(props: { fields: { order: z.ZodType; live: z.ZodType } }) {
  return (
    <>
      <Form.Item name="order" label="Order" rules={[zodRule(props.fields.order)]}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="live" label="Show" rules={[zodRule(props.fields.live)]}>
        <LiveSelect />
      </Form.Item>
    </>
  );
}

/**
 * The side drawer every catalogue form opens in. Its form is made afresh on each opening (the
 * drawer drops its content when closed), and a refusal from the server is shown on the fields it
 * names, or above the form when it names none.
 */
export function EntryDrawer<Values extends object>(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  initialValues: Partial<Values>;
  onSubmit: (values: Values) => Promise<unknown>;
  children: ReactNode | ((form: FormInstance<Values>) => ReactNode);
}) {
  return (
    <Drawer
      title={props.title}
      open={props.open}
      onClose={props.onClose}
      destroyOnHidden
      // Full width on a phone; antd takes a number of pixels here, not a CSS expression.
      size={Math.min(480, window.innerWidth)}
    >
      {props.open ? <EntryForm {...props} /> : null}
    </Drawer>
  );
}

function EntryForm<Values extends object>(props: Parameters<typeof EntryDrawer<Values>>[0]) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function finish(values: Values) {
    setSaving(true);
    setProblem(null);
    try {
      await props.onSubmit(withoutEmpty(values));
      props.onClose();
    } catch (error) {
      const names = form.getFieldsError().map((field) => field.name.join('.'));
      setProblem(showRequestError(form, error, names));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={props.initialValues}
      onFinish={finish}
      requiredMark={false}
      scrollToFirstError
    >
      {problem ? <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} /> : null}
      {typeof props.children === 'function' ? props.children(form) : props.children}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
        <Button onClick={props.onClose}>Cancel</Button>
      </Space>
    </Form>
  );
}
