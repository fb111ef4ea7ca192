import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

/**
 * CCAvenue's request and response encryption, as its own integration kits do it: AES-128-CBC
 * with PKCS#7 padding, the key the MD5 digest of the merchant's working key, the IV the bytes
 * 0x00…0x0f, the cipher text as lower-case hex. Many public Node ports get one of these wrong (a
 * zero IV, base64 text); the tests hold this one against `openssl enc`.
 */
const IV = Buffer.from([...Array(16).keys()]);

function keyOf(workingKey: string): Buffer {
  return createHash('md5').update(workingKey, 'utf8').digest();
}

export function encryptCcavenue(plainText: string, workingKey: string): string {
  const cipher = createCipheriv('aes-128-cbc', keyOf(workingKey), IV);
  return Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]).toString('hex');
}

/** Throws when the text is not hex or does not decrypt under this key (a tampered or foreign message). */
export function decryptCcavenue(hexText: string, workingKey: string): string {
  const text = hexText.trim();
  if (text.length === 0 || text.length % 32 !== 0 || !/^[0-9a-fA-F]+$/.test(text)) {
    throw new Error('not a CCAvenue cipher text (hex, whole 16-byte blocks)');
  }
  const decipher = createDecipheriv('aes-128-cbc', keyOf(workingKey), IV);
  return Buffer.concat([decipher.update(Buffer.from(text, 'hex')), decipher.final()]).toString('utf8');
}
