import { useState } from 'react';
import { type FormLabelling, labelsOfFailing } from '../utils/order-form-values.ts';
import type { FormFields } from './use-form-fields.ts';

/**
 * Review's check of an order form (ordering.md §5): its values when every field passes, or null
 * with the missing-details dialog's labels set; closing the dialog takes the customer to the first
 * field on the page that failed.
 */
export function useDetailsCheck<Values extends object, Field extends keyof Values & string>(options: {
  form: FormFields<Values>;
  labelling: FormLabelling<Field>;
}) {
  const { form, labelling } = options;
  const [missing, setMissing] = useState<{ labels: string[]; first: Field } | null>(null);

  const check = (): Values | null => {
    const { values, failing } = form.validate();
    const fields = failing as Field[];
    const first = firstOnPage(fields, (field) => document.getElementById(form.idOf(field)));
    if (!first) return values;
    setMissing({ labels: labelsOfFailing(fields, labelling), first });
    return null;
  };

  const closeMissing = () => {
    const first = missing?.first;
    setMissing(null);
    // After the dialog has closed and handed focus back: then on to the field.
    if (first) requestAnimationFrame(() => form.scrollToField(first, { focus: true }));
  };

  return { check, missingLabels: missing?.labels ?? null, closeMissing };
}

/** The field that comes first on the page (the layout decides: details first or last). */
function firstOnPage<Field>(fields: readonly Field[], elementOf: (field: Field) => Node | null) {
  const placed = fields.map((field) => ({ field, element: elementOf(field) }));
  placed.sort((a, b) => {
    if (!a.element || !b.element) return 0;
    return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return placed[0]?.field;
}
