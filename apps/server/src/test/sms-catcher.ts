import http from 'node:http';

export interface CaughtSms {
  authkey: string | undefined;
  body: { template_id?: string; short_url?: string; recipients?: Record<string, string>[] };
}

/** A delivery report as MSG91's webhook (v2) writes one: a code, its words, the operator's reason. */
export interface CatcherReport {
  requestId: string;
  number: string;
  status: string;
  desc: string;
  failedReason: string;
}

export interface SmsCatcher {
  url: string;
  received: CaughtSms[];
  /** The next answers to give, in order (then success): a provider that fails for a while. */
  failNext(...answers: { status: number; body: object }[]): void;
  /** What each accepted message's delivery report says, by request id. */
  reports: Map<string, CatcherReport>;
  /** The next accepted messages are not delivered, for these reasons (a DLT scrub, a phone off). */
  failDeliveryNext(...reasons: string[]): void;
  /** Posts each report to this webhook as MSG91 does (a form whose `data` is JSON); null stops it. */
  postReportsTo(url: string | null): void;
  /** While on, no report is posted and the logs API says only 'Sent': an operator that never reports. */
  withholdReports(on: boolean): void;
  /** Resolves once every report posted so far has been answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** DLT's limit: a longer variable is scrubbed, after MSG91 has already answered with a request id. */
const VARIABLE_MAX = 30;
const SCRUBBED = 'TEMPLATE-VARIABLE-EXCEEDED-MAX LENGTH';

/**
 * A loopback stand-in for MSG91: the Flow API (POST /api/v5/flow/) checks the authkey header and
 * records each request, answering as MSG91 does ({ type: 'success', message: <request id> }), and
 * then, like MSG91 and DLT, decides what became of the message: a variable over 30 characters is
 * rejected by DLT (TEMPLATE-VARIABLE-EXCEEDED-MAX LENGTH), as are the ones `failDeliveryNext`
 * names; the rest are delivered. The report is posted to the webhook (`postReportsTo`) and
 * answered by the logs API (POST /api/v5/report/logs/p/sms?requestId=…), as MSG91's are.
 */
export async function startSmsCatcher(options: { authKey: string }): Promise<SmsCatcher> {
  const received: CaughtSms[] = [];
  const failures: { status: number; body: object }[] = [];
  const undelivered: string[] = [];
  const reports = new Map<string, CatcherReport>();
  const posting = new Set<Promise<unknown>>();
  let webhook: string | null = null;
  let withheld = false;

  const post = (report: CatcherReport) => {
    if (!webhook || withheld) return;
    const data = JSON.stringify([
      {
        senderId: 'KADAIS',
        requestId: report.requestId,
        report: [
          {
            date: new Date().toISOString().slice(0, 19).replace('T', ' '),
            number: report.number,
            status: report.status,
            desc: report.desc,
            failedReason: report.failedReason,
          },
        ],
        userId: '1',
        campaignName: 'API',
      },
    ]);
    const sent = fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data }).toString(),
    }).catch(() => {});
    posting.add(sent);
    void sent.finally(() => posting.delete(sent));
  };

  const decide = (requestId: string, recipient: Record<string, string>): CatcherReport => {
    const { mobiles = '', ...variables } = recipient;
    const tooLong = Object.values(variables).some((value) => [...value].length > VARIABLE_MAX);
    const reason = tooLong ? SCRUBBED : undelivered.shift();
    return reason
      ? { requestId, number: mobiles, status: '25', desc: 'Rejected', failedReason: reason }
      : { requestId, number: mobiles, status: '1', desc: 'DELIVERED', failedReason: '' };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const url = new URL(req.url ?? '/', 'http://catcher');
      const authkey = req.headers.authkey as string | undefined;
      if (req.method === 'POST' && url.pathname === '/api/v5/report/logs/p/sms') {
        if (authkey !== options.authKey) return answer(401, { type: 'error', message: 'Invalid authkey' });
        const report = reports.get(url.searchParams.get('requestId') ?? '');
        if (!report) return answer(200, { data: [], metadata: { total: 0 } });
        const word = withheld ? 'Sent' : report.status === '1' ? 'Delivered' : report.desc;
        return answer(200, {
          data: [
            {
              requestId: report.requestId,
              telNum: report.number,
              status: word,
              failureReason: withheld ? '' : report.failedReason,
            },
          ],
          metadata: { total: 1 },
        });
      }
      if (req.method !== 'POST' || url.pathname !== '/api/v5/flow/')
        return answer(404, { type: 'error', message: 'Not found' });
      if (authkey !== options.authKey) return answer(401, { type: 'error', message: 'Invalid authkey' });
      const failure = failures.shift();
      if (failure) return answer(failure.status, failure.body);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CaughtSms['body'];
      received.push({ authkey, body });
      const requestId = `req-${received.length}`;
      answer(200, { type: 'success', message: requestId });
      // MSG91 answers first; the operator's report comes a moment later.
      const report = decide(requestId, body.recipients?.[0] ?? {});
      reports.set(requestId, report);
      setTimeout(() => post(report), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('SMS catcher has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    failNext: (...answers) => failures.push(...answers),
    reports,
    failDeliveryNext: (...reasons) => undelivered.push(...reasons),
    postReportsTo: (url) => {
      webhook = url;
    },
    withholdReports: (on) => {
      withheld = on;
    },
    settled: async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.all([...posting]);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
