import http from 'node:http';

export interface CaughtSms {
  authkey: string | undefined;
  body: { template_id?: string; short_url?: string; recipients?: Record<string, string>[] };
}

export interface SmsCatcher {
  url: string;
  received: CaughtSms[];
  /** The next answers to give, in order (then success): a provider that fails for a while. */
  failNext(...answers: { status: number; body: object }[]): void;
  close(): Promise<void>;
}

/**
 * A loopback stand-in for MSG91's Flow API (POST /api/v5/flow/): it checks the authkey header and
 * records each request, answering as MSG91 does ({ type: 'success', message: <request id> }).
 */
export async function startSmsCatcher(options: { authKey: string }): Promise<SmsCatcher> {
  const received: CaughtSms[] = [];
  const failures: { status: number; body: object }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== '/api/v5/flow/')
        return answer(404, { type: 'error', message: 'Not found' });
      const authkey = req.headers.authkey as string | undefined;
      if (authkey !== options.authKey) return answer(401, { type: 'error', message: 'Invalid authkey' });
      const failure = failures.shift();
      if (failure) return answer(failure.status, failure.body);
      received.push({ authkey, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      answer(200, { type: 'success', message: `req-${received.length}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('SMS catcher has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    failNext: (...answers) => failures.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
