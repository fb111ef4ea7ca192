import { ApiRequestError, type FieldError, isApiRequestError } from '../../../lib/api-client.ts';

/**
 * A failed send, split into what belongs on the form's fields (the server's messages, the same
 * the form gives) and what does not; `customer.firstName` is the field `firstName`.
 */
export function splitSubmitError<Field extends string>(
  caught: Error,
  isField: (name: unknown) => name is Field,
): { error: ApiRequestError; onFields: Array<{ name: Field; errors: string[] }>; elsewhere: FieldError[] } {
  const error = isApiRequestError(caught)
    ? caught
    : new ApiRequestError({ status: 0, code: 'unexpected', message: caught.message });
  const onFields: Array<{ name: Field; errors: string[] }> = [];
  const elsewhere: FieldError[] = [];
  for (const field of error.fields) {
    const name = field.path.replace(/^customer\./, '');
    if (isField(name)) onFields.push({ name, errors: [field.message] });
    else elsewhere.push(field);
  }
  return { error, onFields, elsewhere };
}

/** The server's messages no field shows, a line's named by its item ("Carrot: …") as the summary lists it. */
export function lineErrorDetails(
  elsewhere: readonly FieldError[],
  lines: readonly { item: { name: string } }[],
): string[] {
  return elsewhere.map((field) => {
    const lineIndex = /^items\.(\d+)/.exec(field.path)?.[1];
    const line = lineIndex === undefined ? undefined : lines[Number(lineIndex)];
    return line ? `${line.item.name}: ${field.message}` : field.message;
  });
}
