import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { type FieldError, isApiRequestError } from './api-client.ts';

/** A contract schema's issues in the server's shape, so the form shows the same words either way. */
export function zodFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Puts each message under the form field it names. Returns what no field of this form can show
 * (a message without a field, or a field the form does not have), for an alert above the buttons.
 */
export function showFieldErrors<Values>(
  form: FormInstance<Values>,
  fields: readonly FieldError[],
  fieldNames: readonly string[],
): string[] {
  const { byField, rest } = splitFieldErrors(fields, fieldNames);
  form.setFields([...byField].map(([name, errors]) => ({ name: name as never, errors })));
  return rest;
}

/** The messages of the fields a form has, by field; the rest (for an alert) in their order. */
export function splitFieldErrors(
  fields: readonly FieldError[],
  fieldNames: readonly string[],
): { byField: Map<string, string[]>; rest: string[] } {
  const byField = new Map<string, string[]>();
  const rest: string[] = [];
  for (const field of fields) {
    if (fieldNames.includes(field.path))
      byField.set(field.path, [...(byField.get(field.path) ?? []), field.message]);
    else rest.push(field.message);
  }
  return { byField, rest };
}

/** An error from a mutation, shown on a form: field messages under their fields, the rest returned. */
export function showRequestError<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fieldNames: readonly string[],
): string | null {
  if (!isApiRequestError(error)) return error instanceof Error ? error.message : String(error);
  const rest = showFieldErrors(form, error.fields, fieldNames);
  // When every message sits under a field, the alert would only repeat one of them.
  if (error.fields.length > 0 && rest.length === 0) return null;
  return rest[0] ?? error.message;
}

/** A failed save of one field: the server's message for that field, else the error's own message. */
export function fieldMessage(error: unknown, path: string): string {
  if (isApiRequestError(error)) return error.fields.find((f) => f.path === path)?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * A table's failed save: the server names rows by their index in the list sent (lines.3.reason).
 * Each message goes to its row (by the key `keyOf` gives the sent row); `problem` is what no row
 * can show, for an alert above the table, or null when every message sits on a row.
 */
export function rowErrorsOf<Row, Key>(
  error: Error,
  sent: readonly Row[],
  keyOf: (row: Row) => Key,
): { byRow: Map<Key, string>; problem: string | null } {
  const byRow = new Map<Key, string>();
  const rest: string[] = [];
  for (const field of isApiRequestError(error) ? error.fields : []) {
    const index = /^lines\.(\d+)\./.exec(field.path)?.[1];
    const row = index === undefined ? undefined : sent[Number(index)];
    if (row !== undefined) byRow.set(keyOf(row), field.message);
    else rest.push(field.message);
  }
  return { byRow, problem: byRow.size > 0 && rest.length === 0 ? null : (rest[0] ?? error.message) };
}
