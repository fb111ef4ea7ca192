import { customerSchema } from '@kadai/contract';
import { Form, type FormRule } from 'antd';
// The bare Input, not antd's Input index, which also bundles Search, Password and OTP.
import Input from 'antd/es/input/Input';
import type { ComponentProps } from 'react';
import { FIELD_LABELS } from '../utils/order-form-values.ts';

type CustomerField = keyof typeof customerSchema.shape;

/** The contract's own schema checks each field, so the form and the API give the same messages. */
function contractRule(field: CustomerField): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = customerSchema.shape[field].safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Please check this field');
    },
  };
}

type FieldSpec = {
  name: CustomerField;
  required: boolean;
  wide?: boolean;
  input: ComponentProps<typeof Input>;
};

const FIELDS: FieldSpec[] = [
  { name: 'firstName', required: true, input: { autoComplete: 'given-name' } },
  { name: 'lastName', required: false, input: { autoComplete: 'family-name' } },
  { name: 'email', required: true, input: { type: 'email', autoComplete: 'email', inputMode: 'email' } },
  {
    name: 'phone',
    required: true,
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '10-digit mobile number' },
  },
  {
    name: 'address1',
    required: true,
    wide: true,
    input: { autoComplete: 'address-line1', placeholder: 'House / flat, street' },
  },
  { name: 'address2', required: false, input: { autoComplete: 'address-line2', placeholder: 'Area' } },
  { name: 'address3', required: false, input: { autoComplete: 'address-line3', placeholder: 'Landmark' } },
  { name: 'city', required: true, input: { autoComplete: 'address-level2' } },
  {
    name: 'pincode',
    required: true,
    input: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6, placeholder: '6 digits' },
  },
];

export function PersonalDetailsFields() {
  return (
    <div className="field-grid">
      {FIELDS.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={FIELD_LABELS[field.name]}
          required={field.required}
          rules={[contractRule(field.name)]}
          className={field.wide ? 'field-grid__wide' : undefined}
        >
          <Input {...field.input} aria-required={field.required || undefined} />
        </Form.Item>
      ))}
    </div>
  );
}
