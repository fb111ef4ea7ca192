import { Alert, Button, Drawer, Form, type FormInstance, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { isApiRequestError } from '../../../lib/api-client.ts';

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
      const fields = isApiRequestError(error) ? error.fields : [];
      const names = new Set(form.getFieldsError().map((f) => f.name.join('.')));
      const known = fields.filter((f) => names.has(f.path));
      form.setFields(known.map((f) => ({ name: f.path as never, errors: [f.message] })));
      if (known.length === 0) setProblem(error instanceof Error ? error.message : String(error));
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
