import { type ReactNode, useId } from 'react';
import { describedBy, FieldMessages, RequiredMark } from './field.tsx';
import './plain.css';

/**
 * A set of radios as a fieldset (a radiogroup), its legend the question (with the required star), each choice
 * a label around its radio; the error under them, as a field's.
 */
export function RadioGroup<Value extends string>(props: {
  legend: ReactNode;
  /** The radios' shared name. */
  name: string;
  /** The fieldset's id, so a form can scroll to it. */
  id?: string;
  options: readonly Value[];
  value: Value | undefined;
  onChange: (value: Value) => void;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Lays out the choices (a grid, a row). */
  className?: string;
}) {
  const made = useId();
  const ids = { errorId: `${made}-error`, hintId: `${made}-hint` };
  const error = Boolean(props.error);
  return (
    <fieldset
      id={props.id}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows radiogroup on a fieldset; a screen reader then says it is one choice of several
      role="radiogroup"
      className={['p-field', 'p-radio-group', error && 'p-field--error'].filter(Boolean).join(' ')}
      aria-describedby={describedBy(ids, { error, hint: Boolean(props.hint) })}
      aria-invalid={error || undefined}
    >
      <legend className="p-field__label">
        <RequiredMark required={props.required} />
        {props.legend}
      </legend>
      <div className={props.className}>
        {props.options.map((option) => (
          <label key={option} className="p-radio">
            <input
              type="radio"
              name={props.name}
              value={option}
              checked={props.value === option}
              onChange={() => props.onChange(option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      <FieldMessages {...ids} error={props.error} hint={props.hint} />
    </fieldset>
  );
}
