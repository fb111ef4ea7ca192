import { LOGIN_MESSAGES } from '@kadai/contract';
import { AppError, type FieldError } from '../../../lib/app-error.ts';

/** Username and password from `Authorization: Basic …`, with the login form's messages for what is missing. */
export function basicCredentials(header: string | undefined): { username: string; password: string } {
  let username = '';
  let password = '';
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    username = colon === -1 ? decoded : decoded.slice(0, colon);
    password = colon === -1 ? '' : decoded.slice(colon + 1);
  }
  const fields: FieldError[] = [];
  if (!username.trim()) fields.push({ path: 'username', message: LOGIN_MESSAGES.username });
  if (!password) fields.push({ path: 'password', message: LOGIN_MESSAGES.password });
  if (fields.length > 0) throw AppError.validation(fields);
  return { username, password };
}
