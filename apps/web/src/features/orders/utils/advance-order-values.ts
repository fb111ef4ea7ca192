import {
  ADVANCE_LIST_LABELS,
  ADVANCE_REQUIRED_FIELD_LABELS,
  type AdvanceCustomer,
  type AdvanceOrderType,
  type AdvanceRequiredField,
  type PlaceAdvanceOrderRequest,
} from '@kadai/contract';
import {
  CUSTOMER_FIELDS,
  FIELD_LABELS,
  type FormLabelling,
  formText,
  toCustomer,
} from './order-form-values.ts';

/** What the advance form holds. */
export type AdvanceFormValues = Partial<AdvanceCustomer> & {
  orderType?: AdvanceOrderType;
  vegetablesList?: string;
  groceriesList?: string;
};
export type AdvanceFormField = keyof AdvanceFormValues;

export const ADVANCE_FORM_FIELDS = [
  ...CUSTOMER_FIELDS,
  'vegetablesList',
  'groceriesList',
  'orderType',
] as const satisfies ReadonlyArray<AdvanceFormField>;

/** The advance form's missing-details dialog: its seven required fields in the contract's order. */
export const ADVANCE_FORM_LABELLING: FormLabelling<AdvanceFormField> = {
  required: Object.keys(ADVANCE_REQUIRED_FIELD_LABELS) as AdvanceRequiredField[],
  all: ADVANCE_FORM_FIELDS,
  labels: { ...FIELD_LABELS, ...ADVANCE_LIST_LABELS },
};

export function isAdvanceFormField(name: unknown): name is AdvanceFormField {
  return typeof name === 'string' && (ADVANCE_FORM_FIELDS as readonly string[]).includes(name);
}

export function toAdvanceOrderRequest(
  values: AdvanceFormValues & { orderType: AdvanceOrderType },
): PlaceAdvanceOrderRequest {
  return {
    customer: toCustomer(values),
    orderType: values.orderType,
    vegetablesList: formText(values.vegetablesList),
    groceriesList: formText(values.groceriesList),
  };
}
