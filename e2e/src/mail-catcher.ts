import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the e2e run: the product's server sends its mail here
 * (SMTP_URL in playwright.config.ts) and every message lands as an .eml file in KADAI_E2E_MAIL_DIR,
 * which specs read back with `receivedMails()`.
 */
export async function startMailCatcher(options: { port: number; dir: string }): Promise<() => Promise<void>> {
  mkdirSync(options.dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const name = `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(5, '0')}.eml`;
        writeFileSync(path.join(options.dir, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every message the catcher received so far, oldest first. */
export async function receivedMails(): Promise<ParsedMail[]> {
  const dir = process.env.KADAI_E2E_MAIL_DIR;
  if (!dir) throw new Error('KADAI_E2E_MAIL_DIR is not set: run the specs through playwright.config.ts');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => simpleParser(readFileSync(path.join(dir, f)))));
}
