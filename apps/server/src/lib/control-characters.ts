import type { FieldError } from './app-error.ts';

// C0 controls but tab, line feed and carriage return (an address may span lines), and DEL. NUL
// among them is refused by PostgreSQL's text type; the others only ever arrive by mistake or malice.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const MAX_REPORTED = 20;

/**
 * Every string in a parsed body, query or path that holds a control character, each named by its
 * path ("customer.firstName", "0.batch_id"). Keys are checked as well as values.
 */
export function controlCharacterFields(value: unknown, prefix = ''): FieldError[] {
  const found: FieldError[] = [];
  const visit = (node: unknown, path: string, depth: number) => {
    if (found.length >= MAX_REPORTED || depth > 64) return;
    if (typeof node === 'string') {
      if (CONTROL.test(node)) {
        const field = path || 'value';
        found.push({ path: field, message: `${field}: control characters (such as NUL) are not allowed` });
      }
      return;
    }
    // Raw bytes (an uploaded photo) are no text: walking them byte by byte would only cost time.
    if (node instanceof Uint8Array) return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        visit(item, path ? `${path}.${index}` : String(index), depth + 1);
      });
      return;
    }
    if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const keyPath = path ? `${path}.${key}` : key;
        if (CONTROL.test(key)) {
          found.push({
            path: keyPath,
            message: `${keyPath}: control characters (such as NUL) are not allowed`,
          });
        }
        visit(item, keyPath, depth + 1);
      }
    }
  };
  visit(value, prefix, 0);
  return found;
}
