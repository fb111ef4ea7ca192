import {
  type CustomerInputRequest,
  customerGroupLabel,
  customerInputSchema,
  DEFAULT_CUSTOMER_GROUP,
  INVOICE_SELLER,
  type ReceivableCustomer,
} from '@kadai/contract';
import { Alert, AutoComplete, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { showFieldErrors, showRequestError, zodFieldErrors } from '../../../../lib/form-errors.ts';
import { useOutlets, useStores } from '../../../organisation/index.ts';
import { useSaveCustomer } from '../api/save-customer.ts';

type Values = {
  name?: string;
  storeId?: string;
  outletId?: string;
  groupName?: string;
  email?: string;
  mobile?: string;
  gstin?: string;
  stateCode?: string;
};
const FIELDS = ['name', 'storeId', 'outletId', 'groupName', 'email', 'mobile', 'gstin', 'stateCode'];

function valuesOf(customer: ReceivableCustomer | null): Values {
  if (!customer) return { groupName: DEFAULT_CUSTOMER_GROUP };
  return {
    name: customer.name,
    storeId: customer.storeId ?? undefined,
    outletId: customer.outletId ?? undefined,
    groupName: customer.groupName,
    email: customer.email ?? '',
    mobile: customer.mobile ?? '',
    gstin: customer.gstin ?? '',
    stateCode: customer.stateCode,
  };
}

/**
 * Adds a customer (customer null) or edits one: the contract's schema checks the form first, so
 * it shows the API's messages under the same fields; a mobile or e-mail another customer has (409)
 * comes back under that field too.
 */
export function CustomerFormModal(props: {
  customer: ReceivableCustomer | null;
  groups: readonly string[];
  onClose: () => void;
  onSaved: (customer: ReceivableCustomer) => void;
}) {
  const [form] = Form.useForm<Values>();
  const stores = useStores();
  const outlets = useOutlets();
  const save = useSaveCustomer();
  const [problem, setProblem] = useState<string | null>(null);

  const groupOptions = [...new Set([DEFAULT_CUSTOMER_GROUP, ...props.groups])].map((group) => ({
    value: group,
    label: customerGroupLabel(group),
  }));

  const submit = (values: Values) => {
    setProblem(null);
    const request: CustomerInputRequest = {
      name: values.name ?? '',
      storeId: values.storeId ?? null,
      outletId: values.outletId ?? null,
      groupName: values.groupName ?? '',
      email: values.email ?? null,
      mobile: values.mobile ?? null,
      gstin: values.gstin ?? null,
      stateCode: values.stateCode ?? null,
    };
    const parsed = customerInputSchema.safeParse(request);
    if (!parsed.success) {
      const rest = showFieldErrors(form, zodFieldErrors(parsed.error), FIELDS);
      setProblem(rest[0] ?? null);
      return;
    }
    save.mutate(
      { customerId: props.customer?.id ?? null, customer: request },
      {
        onSuccess: props.onSaved,
        onError: (error) => setProblem(showRequestError(form, error, FIELDS)),
      },
    );
  };

  return (
    <Modal
      open
      title={props.customer ? `Edit ${props.customer.name}` : 'Add customer'}
      okText={props.customer ? 'Save' : 'Add customer'}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={valuesOf(props.customer)}
        onFinish={submit}
        onValuesChange={() => setProblem(null)}
      >
        <Form.Item label="Name" name="name">
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Store" name="storeId">
          <Select
            allowClear
            placeholder="No store"
            loading={stores.isLoading}
            options={(stores.data ?? []).map((store) => ({ value: store.id, label: store.name }))}
          />
        </Form.Item>
        <Form.Item label="Outlet" name="outletId">
          <Select
            allowClear
            placeholder="No outlet"
            loading={outlets.isLoading}
            options={(outlets.data ?? []).map((outlet) => ({ value: outlet.id, label: outlet.name }))}
          />
        </Form.Item>
        <Form.Item label="Group (payment type)" name="groupName">
          <AutoComplete options={groupOptions} placeholder={DEFAULT_CUSTOMER_GROUP} />
        </Form.Item>
        <Form.Item label="E-mail" name="email">
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Mobile" name="mobile">
          <Input inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item label="GSTIN" name="gstin">
          <Input maxLength={15} autoComplete="off" style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item
          label="Place of supply (GST state code)"
          name="stateCode"
          extra={`Empty: the GSTIN's state, or ${INVOICE_SELLER.gstStateCode} (${INVOICE_SELLER.state}).`}
        >
          <Input inputMode="numeric" maxLength={2} placeholder={INVOICE_SELLER.gstStateCode} />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} />}
      </Form>
    </Modal>
  );
}
