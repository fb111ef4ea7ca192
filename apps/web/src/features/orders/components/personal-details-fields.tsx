import { type advanceCustomerSchema, customerSchema } from '@kadai/contract';
import { Form, type FormRule } from 'antd';
// The bare Input, not antd's Input index, which also bundles Search, Password and OTP.
import Input from 'antd/es/input/Input';
import type { ComponentProps } from 'react';
import { FIELD_LABELS } from '../utils/order-form-values.ts';

type CustomerField = keyof typeof customerSchema.shape;
/** The main form's details, or the advance form's (which requires last name and address line 2). */
type DetailsSchema = typeof customerSchema | typeof advanceCustomerSchema;

/** The contract's own schema checks each field, so the form and the API give the same messages. */
function contractRule(schema: DetailsSchema, field: CustomerField): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.shape[field].safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Please check this field');
    },
  };
}

/** Required is what the contract refuses empty: the star and the API never disagree. */
function isRequired(schema: DetailsSchema, field: CustomerField): boolean {
  return !schema.shape[field].safeParse('').success;
}

type FieldSpec = {
  name: CustomerField;
  wide?: boolean;
  input: ComponentProps<typeof Input>;
};

const FIELDS: FieldSpec[] = [
  { name: 'firstName', input: { autoComplete: 'given-name' } },
  { name: 'lastName', input: { autoComplete: 'family-name' } },
  { name: 'email', input: { type: 'email', autoComplete: 'email', inputMode: 'email' } },
  {
    name: 'phone',
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '10-digit mobile number' },
  },
  {
    name: 'address1',
    wide: true,
    input: { autoComplete: 'address-line1', placeholder: 'House / flat, street' },
  },
  { name: 'address2', input: { autoComplete: 'address-line2', placeholder: 'Area' } },
  { name: 'address3', input: { autoComplete: 'address-line3', placeholder: 'Landmark' } },
  { name: 'city', input: { autoComplete: 'address-level2' } },
  {
    name: 'pincode',
    input: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6, placeholder: '6 digits' },
  },
];

export function PersonalDetailsFields({ schema = customerSchema }: { schema?: DetailsSchema }) {
  return (
    <div className="field-grid">
      {FIELDS.map((field) => {
        const required = isRequired(schema, field.name);
        return (
          <Form.Item
            key={field.name}
            name={field.name}
            label={FIELD_LABELS[field.name]}
            required={required}
            rules={[contractRule(schema, field.name)]}
            className={field.wide ? 'field-grid__wide' : undefined}
          >
            <Input {...field.input} aria-required={required || undefined} />
          </Form.Item>
        );
      })}
    </div>
  );
}
