import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** The key the e2e server is given for MSG91 (playwright.config.ts); the catcher refuses any other. */
export const E2E_MSG91_AUTH_KEY = 'e2e-msg91-key';

/** One text message as MSG91's Flow API received it: the template and one recipient's variables. */
export interface CaughtSms {
  templateId: string;
  /** The number with its country code, as MSG91 takes it (91XXXXXXXXXX). */
  mobiles: string;
  variables: Record<string, string>;
}

/**
 * A loopback stand-in for MSG91's Flow API (POST /api/v5/flow/) for the e2e run, as the server
 * tests' sms-catcher.ts: the product's server texts here (SMS_PROVIDER=msg91, MSG91_URL in
 * playwright.config.ts), and every message lands as a .json file in KADAI_E2E_SMS_DIR, which specs
 * read back with `receivedSms()`.
 */
export async function startSmsCatcher(options: { port: number; dir: string }): Promise<() => Promise<void>> {
  mkdirSync(options.dir, { recursive: true });
  let count = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== '/api/v5/flow/')
        return answer(404, { type: 'error', message: 'Not found' });
      if (req.headers.authkey !== E2E_MSG91_AUTH_KEY)
        return answer(401, { type: 'error', message: 'Invalid authkey' });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        template_id: string;
        recipients: ({ mobiles: string } & Record<string, string>)[];
      };
      for (const { mobiles, ...variables } of body.recipients) {
        count += 1;
        const caught: CaughtSms = { templateId: body.template_id, mobiles, variables };
        const name = `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(5, '0')}.json`;
        writeFileSync(path.join(options.dir, name), JSON.stringify(caught));
      }
      answer(200, { type: 'success', message: `e2e-${count}` });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every text message the catcher received so far, oldest first. */
export function receivedSms(): CaughtSms[] {
  const dir = process.env.KADAI_E2E_SMS_DIR;
  if (!dir) throw new Error('KADAI_E2E_SMS_DIR is not set: run the specs through playwright.config.ts');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CaughtSms);
}
