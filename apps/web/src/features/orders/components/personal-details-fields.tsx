import { type advanceCustomerSchema, type Customer, customerSchema } from '@kadai/contract';
import type { InputHTMLAttributes } from 'react';
import { Field } from '../../../components/plain/field.tsx';
import { TextInput } from '../../../components/plain/text-input.tsx';
import type { FieldRules, FormFields } from '../hooks/use-form-fields.ts';
import { FIELD_LABELS } from '../utils/order-form-values.ts';

type CustomerField = keyof Customer;
/** The main form's details, or the advance form's (which requires last name and address line 2). */
type DetailsSchema = typeof customerSchema | typeof advanceCustomerSchema;

/** The contract's own schema checks each field, so the form and the API give the same messages. */
export function customerRules(schema: DetailsSchema): FieldRules<Partial<Customer>> {
  const rules: FieldRules<Partial<Customer>> = {};
  for (const field of Object.keys(schema.shape) as CustomerField[]) {
    rules[field] = (value) => {
      const result = schema.shape[field].safeParse(value ?? '');
      return result.success ? null : (result.error.issues[0]?.message ?? 'Please check this field');
    };
  }
  return rules;
}

/** Required is what the contract refuses empty: the star and the API never disagree. */
function isRequired(schema: DetailsSchema, field: CustomerField): boolean {
  return !schema.shape[field].safeParse('').success;
}

type FieldSpec = {
  name: CustomerField;
  wide?: boolean;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>;
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

export function PersonalDetailsFields<Values extends Partial<Customer>>(props: {
  form: FormFields<Values>;
  schema?: DetailsSchema;
}) {
  const { schema = customerSchema } = props;
  // The customer's fields are in every such form's values; the generic cannot see that.
  const form = props.form as unknown as FormFields<Partial<Customer>>;
  return (
    <div className="field-grid">
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          id={form.idOf(field.name)}
          label={FIELD_LABELS[field.name]}
          required={isRequired(schema, field.name)}
          error={form.errors[field.name]}
          className={field.wide ? 'field-grid__wide' : undefined}
        >
          {(control) => (
            <TextInput
              {...field.input}
              {...control}
              value={form.values[field.name] ?? ''}
              onChange={(event) => form.setValue(field.name, event.target.value)}
              onBlur={() => form.blur(field.name)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
