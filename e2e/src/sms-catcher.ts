import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** The key the e2e server is given for MSG91 (playwright.config.ts); the catcher refuses any other. */
export const E2E_MSG91_AUTH_KEY = 'e2e-msg91-key';
/** The secret of the e2e server's delivery-report address (MSG91_WEBHOOK_TOKEN in playwright.config.ts). */
export const E2E_MSG91_WEBHOOK_TOKEN = 'e2e0webhook0token0abcdef0123456789';

/** One text message as MSG91's Flow API received it: the template and one recipient's variables. */
export interface CaughtSms {
  templateId: string;
  /** The number with its country code, as MSG91 takes it (91XXXXXXXXXX). */
  mobiles: string;
  variables: Record<string, string>;
  /** The request id MSG91 answered with. */
  requestId: string;
}

/** DLT's limit: a longer variable is scrubbed, after MSG91 has answered with a request id. */
const VARIABLE_MAX = 30;

/** Where a spec tells the catcher what DLT does to a number's next texts (rejectByDlt). */
const controlDir = (dir: string) => path.join(dir, 'control');

/**
 * A loopback stand-in for MSG91 for the e2e run, as the server tests' sms-catcher.ts: the product's
 * server texts here (SMS_PROVIDER=msg91, MSG91_URL in playwright.config.ts), and every message
 * lands as a .json file in KADAI_E2E_SMS_DIR, which specs read back with `receivedSms()`. Like
 * MSG91 it answers with a request id first, then posts the delivery report to the server's
 * webhook (MSG91's v2 form): delivered, or rejected by DLT for a variable over 30 characters or for
 * a number a spec named with `rejectByDlt`. Its logs API answers the server's poll the same way.
 */
export async function startSmsCatcher(options: {
  port: number;
  dir: string;
  /** The server's delivery-report address; without it no report is posted. */
  webhookUrl?: string | undefined;
}): Promise<() => Promise<void>> {
  mkdirSync(controlDir(options.dir), { recursive: true });
  const reports = new Map<string, { number: string; status: string; desc: string; failedReason: string }>();
  let count = 0;

  const decide = (mobiles: string, variables: Record<string, string>) => {
    const control = path.join(controlDir(options.dir), `dlt-${mobiles}.txt`);
    const tooLong = Object.values(variables).some((value) => [...value].length > VARIABLE_MAX);
    const reason = tooLong
      ? 'TEMPLATE-VARIABLE-EXCEEDED-MAX LENGTH'
      : existsSync(control)
        ? readFileSync(control, 'utf8')
        : '';
    return reason
      ? { number: mobiles, status: '25', desc: 'Rejected', failedReason: reason }
      : { number: mobiles, status: '1', desc: 'DELIVERED', failedReason: '' };
  };

  const post = (
    requestId: string,
    report: { number: string; status: string; desc: string; failedReason: string },
  ) => {
    if (!options.webhookUrl) return;
    const data = JSON.stringify([
      {
        senderId: 'KADAIS',
        requestId,
        report: [{ date: new Date().toISOString().slice(0, 19).replace('T', ' '), ...report }],
        userId: '1',
        campaignName: 'API',
      },
    ]);
    // The operator's report comes a moment after MSG91's answer, as it does from the real one: a
    // stand-in's delay, not a wait of the tests, which wait for the report itself to show.
    setTimeout(() => {
      fetch(options.webhookUrl as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data }).toString(),
      }).catch(() => {});
    }, 200);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const url = new URL(req.url ?? '/', 'http://catcher');
      if (req.headers.authkey !== E2E_MSG91_AUTH_KEY)
        return answer(401, { type: 'error', message: 'Invalid authkey' });
      if (req.method === 'POST' && url.pathname === '/api/v5/report/logs/p/sms') {
        const requestId = url.searchParams.get('requestId') ?? '';
        const report = reports.get(requestId);
        if (!report) return answer(200, { data: [], metadata: { total: 0 } });
        const status = report.status === '1' ? 'Delivered' : report.desc;
        return answer(200, {
          data: [{ requestId, telNum: report.number, status, failureReason: report.failedReason }],
          metadata: { total: 1 },
        });
      }
      if (req.method !== 'POST' || url.pathname !== '/api/v5/flow/')
        return answer(404, { type: 'error', message: 'Not found' });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        template_id: string;
        recipients: ({ mobiles: string } & Record<string, string>)[];
      };
      count += 1;
      const requestId = `e2e-${count}`;
      for (const { mobiles, ...variables } of body.recipients) {
        const caught: CaughtSms = { templateId: body.template_id, mobiles, variables, requestId };
        const name = `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(5, '0')}.json`;
        writeFileSync(path.join(options.dir, name), JSON.stringify(caught));
        const report = decide(mobiles, variables);
        reports.set(requestId, report);
        post(requestId, report);
      }
      answer(200, { type: 'success', message: requestId });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

function smsDir(): string {
  const dir = process.env.KADAI_E2E_SMS_DIR;
  if (!dir) throw new Error('KADAI_E2E_SMS_DIR is not set: run the specs through playwright.config.ts');
  return dir;
}

/** Every text message the catcher received so far, oldest first. */
export function receivedSms(): CaughtSms[] {
  const dir = smsDir();
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CaughtSms);
}

/**
 * From now on DLT rejects every text to this ten-digit mobile, for this reason (e.g.
 * TEMPLATE-NOT-MATCHED: the text does not match the registered template): MSG91 still answers
 * with a request id, and the delivery report says it failed.
 */
export function rejectByDlt(mobile: string, reason: string): void {
  mkdirSync(controlDir(smsDir()), { recursive: true });
  writeFileSync(path.join(controlDir(smsDir()), `dlt-91${mobile}.txt`), reason);
}
