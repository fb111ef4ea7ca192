import { type ReactNode, useId } from 'react';
import './plain.css';

/** What a field hands its control: its id for the label, and the error and hint it is described by. */
export type ControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

/** The star is decoration: kept out of the field's accessible name ("First Name", not "* First Name"). */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span className="p-field__required" aria-hidden="true">
      *
    </span>
  ) : null;
}

/** A field's error and hint under its control; antd's explain is an alert too, so it is read out. */
export function FieldMessages(props: {
  errorId: string;
  error?: string | null;
  hintId: string;
  hint?: ReactNode;
}) {
  return (
    <>
      {props.error ? (
        <div id={props.errorId} className="p-field__error" role="alert">
          {props.error}
        </div>
      ) : null}
      {props.hint ? (
        <div id={props.hintId} className="p-field__hint">
          {props.hint}
        </div>
      ) : null}
    </>
  );
}

/** The ids a field's control is described by: its error while one shows, then its hint. */
export function describedBy(
  ids: { errorId: string; hintId: string },
  shown: { error: boolean; hint: boolean },
) {
  return [shown.error && ids.errorId, shown.hint && ids.hintId].filter(Boolean).join(' ') || undefined;
}

/**
 * A labelled form field, laid out as antd's vertical Form.Item: the label (with the required
 * star), the control, its error, then its hint. The control is rendered by `children`, which gets
 * the props that tie it to the label and the messages.
 */
export function Field(props: {
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** The control's id; one is made up when not given. */
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const made = useId();
  const id = props.id ?? made;
  const ids = { errorId: `${id}-error`, hintId: `${id}-hint` };
  const error = Boolean(props.error);
  const control: ControlProps = {
    id,
    ...(error && { 'aria-invalid': true as const }),
    ...(props.required && { 'aria-required': true as const }),
  };
  const described = describedBy(ids, { error, hint: Boolean(props.hint) });
  if (described) control['aria-describedby'] = described;
  return (
    <div className={['p-field', error && 'p-field--error', props.className].filter(Boolean).join(' ')}>
      <label className="p-field__label" htmlFor={id}>
        <RequiredMark required={props.required} />
        {props.label}
      </label>
      {props.children(control)}
      <FieldMessages {...ids} error={props.error} hint={props.hint} />
    </div>
  );
}
