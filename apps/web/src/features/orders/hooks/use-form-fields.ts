import { useCallback, useRef, useState } from 'react';

/** A field's check: its message when the value will not do, else null. */
export type FieldRule<Values, Field extends keyof Values> = (
  value: Values[Field],
  all: Values,
) => string | null;
export type FieldRules<Values> = { [Field in keyof Values]?: FieldRule<Values, Field> };

type FieldOf<Values> = keyof Values & string;

/** A form's state and what its fields and its Review do with it. */
export type FormFields<Values> = {
  values: Values;
  /** The message under each field that shows one. */
  errors: Partial<Record<FieldOf<Values>, string>>;
  setValue: <Field extends FieldOf<Values>>(field: Field, value: Values[Field]) => void;
  /** The customer left the field: it is checked. */
  blur: (field: FieldOf<Values>) => void;
  /** Every field checked, their messages shown: the failing fields in the rules' order. */
  validate: () => { values: Values; failing: FieldOf<Values>[] };
  /** Messages from elsewhere (the server's answer) under their fields. */
  setErrors: (fields: ReadonlyArray<{ name: FieldOf<Values>; errors: string[] }>) => void;
  /** Brings a field into the middle of the screen, and its box into focus when asked. */
  scrollToField: (field: FieldOf<Values>, options?: { focus?: boolean }) => void;
  /** The id of the field's box (or the fieldset of its radios). */
  idOf: (field: FieldOf<Values>) => string;
  /** The latest values, for a callback that outlives a render. */
  getValues: () => Values;
};

/**
 * A customer form's values and messages in plain React state, with antd Form's behaviour the
 * forms had: a field is checked when left, one showing an error is checked again as it is
 * corrected, Review checks them all, and a message from the server stands under its field until
 * it changes. Each field's box has the id `${name}_${field}`, so a form can scroll to it.
 */
export function useFormFields<Values extends object>(options: {
  name: string;
  initialValues: Values;
  rules: FieldRules<Values>;
  /** A change the customer made (never one of setErrors'): the changed field, and all values. */
  onValuesChange?: (changed: Partial<Values>, all: Values) => void;
}): FormFields<Values> {
  type Field = FieldOf<Values>;
  const { name, rules } = options;
  const [values, setValues] = useState(options.initialValues);
  const [errors, setErrorState] = useState<Partial<Record<Field, string>>>({});
  // The latest values and errors for callbacks that outlive a render (a send's answer).
  const current = useRef({ values, errors });
  current.current = { values, errors };
  const onValuesChange = useRef(options.onValuesChange);
  onValuesChange.current = options.onValuesChange;

  const messageFor = useCallback(
    (field: Field, all: Values): string | null => rules[field]?.(all[field], all) ?? null,
    [rules],
  );

  const showError = useCallback((field: Field, message: string | null) => {
    setErrorState((shown) => {
      if ((shown[field] ?? null) === message) return shown;
      const next = { ...shown };
      if (message === null) delete next[field];
      else next[field] = message;
      return next;
    });
  }, []);

  const setValue = useCallback(
    <F extends Field>(field: F, value: Values[F]) => {
      const all = { ...current.current.values, [field]: value };
      current.current.values = all;
      setValues(all);
      if (current.current.errors[field] !== undefined) showError(field, messageFor(field, all));
      onValuesChange.current?.({ [field]: value } as unknown as Partial<Values>, all);
    },
    [messageFor, showError],
  );

  const blur = useCallback(
    (field: Field) => showError(field, messageFor(field, current.current.values)),
    [messageFor, showError],
  );

  const validate = useCallback((): { values: Values; failing: Field[] } => {
    const all = current.current.values;
    const next: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(rules) as Field[]) {
      const message = messageFor(field, all);
      if (message !== null) next[field] = message;
    }
    setErrorState(next);
    return { values: all, failing: Object.keys(next) as Field[] };
  }, [messageFor, rules]);

  const setErrors = useCallback((fields: ReadonlyArray<{ name: Field; errors: string[] }>) => {
    setErrorState((shown) => {
      const next = { ...shown };
      for (const field of fields) {
        const message = field.errors[0];
        if (message === undefined) delete next[field.name];
        else next[field.name] = message;
      }
      return next;
    });
  }, []);

  const idOf = useCallback((field: Field) => `${name}_${field}`, [name]);

  const scrollToField = useCallback(
    (field: Field, options: { focus?: boolean } = {}) => {
      const element = document.getElementById(idOf(field));
      if (!element) return;
      element.scrollIntoView({ behavior: 'smooth', block: 'center' });
      if (!options.focus) return;
      const box = element.matches('input, textarea')
        ? element
        : element.querySelector<HTMLElement>('input:checked, input, textarea');
      box?.focus({ preventScroll: true });
    },
    [idOf],
  );

  const getValues = useCallback(() => current.current.values, []);

  return { values, errors, setValue, blur, validate, setErrors, scrollToField, idOf, getValues };
}
