import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { failingFields } from '../utils/form-errors.ts';
import { type FormLabelling, labelsOfFailing } from '../utils/order-form-values.ts';

/**
 * Review's check of an order form (ordering.md §5): its values when every field passes, or null
 * with the missing-details dialog's labels set; closing the dialog takes the customer to the first
 * field. A field already showing an error is checked again as it is corrected.
 */
export function useDetailsCheck<Values, Field extends string>(options: {
  form: FormInstance<Values>;
  isField: (name: unknown) => name is Field;
  labelling: FormLabelling<Field>;
}) {
  const { form, isField, labelling } = options;
  // A top-level field's name is its path; antd's path type cannot see that through a generic.
  const byName = form as FormInstance;
  const [missing, setMissing] = useState<{ labels: string[]; first: Field } | null>(null);

  const check = async (): Promise<Values | null> => {
    try {
      return await form.validateFields();
    } catch (error) {
      const failing = failingFields(error, isField);
      const first = failing[0];
      if (first) setMissing({ labels: labelsOfFailing(failing, labelling), first });
      return null;
    }
  };

  const closeMissing = () => {
    const first = missing?.first;
    setMissing(null);
    if (first) byName.scrollToField(first, { behavior: 'smooth', block: 'center', focus: true });
  };

  // Fields are checked when left; one already showing an error is re-checked as it is corrected.
  const recheckChanged = useCallback(
    (changed: object) => {
      for (const name of Object.keys(changed)) {
        if (isField(name) && byName.getFieldError(name).length > 0) {
          byName.validateFields([name]).catch(() => undefined);
        }
      }
    },
    [byName, isField],
  );

  return { check, missingLabels: missing?.labels ?? null, closeMissing, recheckChanged };
}
