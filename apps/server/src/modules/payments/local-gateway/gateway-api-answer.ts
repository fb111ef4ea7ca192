/**
 * The API's answers as CCAvenue writes them (DoWebTrans): `status=0&enc_response=<encrypted
 * JSON>`, or `status=1&enc_response=<error text>&enc_error_code=<code>` when the call itself is
 * refused (a wrong access code, a request that does not decrypt). What the call said of an order
 * is always inside the JSON.
 */
import { encryptCcavenue } from '../../../ports/ccavenue-cipher.ts';
import { formatCcavenueFields } from '../../../ports/ccavenue-gateway.ts';
import { LOCAL_GATEWAY } from './local-gateway-settings.ts';

export function apiAnswer(json: object): string {
  return formatCcavenueFields({
    status: '0',
    enc_response: encryptCcavenue(JSON.stringify(json), LOCAL_GATEWAY.workingKey),
  });
}

export function apiRefusal(message: string, code: string): string {
  return formatCcavenueFields({ status: '1', enc_response: message, enc_error_code: code });
}

/** The JSON's fields arrive as strings or numbers; anything else reads as ''. */
export function field(json: Record<string, unknown>, name: string): string {
  const value = json[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}
