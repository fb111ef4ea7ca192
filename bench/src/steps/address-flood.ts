import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

export interface AddressFloodFigures {
  addresses: number;
  orders: {
    sent: number;
    accepted: number;
    shed: number;
    other: number;
    gaveUp: number;
    /** 2xx answers whose order is not stored: must be 0. */
    acknowledgedMissing: number;
    /** Orders stored more than the client's 2 s after it sent them (it had given up): must be 0. */
    writtenAfterDeadline: number;
    /** Orders stored for clients that gave up (timed out) before any answer. */
    writtenAfterGivingUp: number;
    elapsedMs: number;
  };
  signIn: {
    wrongAttempts: number;
    refusedBusy: number;
    /** From the admin's first press of Sign in until signed in, pressing again after each refusal. */
    adminSignedInMs: number;
    adminAttempts: number;
  };
}

const CLIENT_TIMEOUT_MS = 2000;

interface Answer {
  status: number | null;
  sentAt: number;
}

/** One request from one loopback address, given up (null) after CLIENT_TIMEOUT_MS, as a phone would. */
function send(
  agent: http.Agent,
  url: URL,
  options: { method: string; headers: Record<string, string>; body?: string },
): Promise<Answer> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: options.method,
        agent,
        headers: options.headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, sentAt }));
        response.on('error', () => resolve({ status: null, sentAt }));
      },
    );
    // The phone's whole wait, from the press: not the socket's idle time.
    const giveUp = setTimeout(() => request.destroy(), CLIENT_TIMEOUT_MS);
    request.on('close', () => clearTimeout(giveUp));
    request.on('error', () => resolve({ status: null, sentAt }));
    request.end(options.body);
  });
}

/**
 * An attack from many addresses at once: `addresses` loopback addresses (127.0.1.x …),
 * each sending `perAddress` orders at the same moment with a 2 s client timeout; then the same
 * addresses sending wrong passwords for the admin's account while the admin, who signed in from
 * their own address before, signs in. Counted from the database afterwards: every acknowledged
 * order stored, none stored after its client's deadline; and how long the admin waited.
 */
export async function measureAddressFlood(options: {
  url: string;
  pgUrl: string;
  adminPassword: string;
  addresses: number;
  perAddress: number;
  body: () => string;
}): Promise<AddressFloodFigures> {
  const base = new URL(options.url);
  const addresses = Array.from(
    { length: options.addresses },
    (_, i) => `127.0.${1 + Math.floor(i / 250)}.${(i % 250) + 1}`,
  );
  const agents = addresses.map(
    (localAddress) => new http.Agent({ keepAlive: true, maxSockets: options.perAddress, localAddress }),
  );
  const adminAgent = new http.Agent({ keepAlive: true, localAddress: '127.0.9.1' });
  try {
    // The admin signs in on a quiet day first: their address's good record.
    const loginUrl = new URL('/dataapi/login', base);
    const basic = (password: string) => `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
    const first = await send(adminAgent, loginUrl, {
      method: 'POST',
      headers: { authorization: basic(options.adminPassword) },
    });
    if (first.status !== 200) throw new Error(`the admin's first sign-in answered ${first.status}`);

    // Orders, all at once.
    const orderUrl = new URL('/api/orders', base);
    const keys: string[] = [];
    const started = Date.now();
    const answers = await Promise.all(
      agents.flatMap((agent) =>
        Array.from({ length: options.perAddress }, () => {
          const key = randomUUID();
          keys.push(key);
          return send(agent, orderUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body: options.body(),
          }).then((answer) => ({ key, ...answer }));
        }),
      ),
    );
    const elapsedMs = Date.now() - started;
    // What the server had queued is finished (or refused) before the database is asked.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const pool = new pg.Pool({ connectionString: options.pgUrl, max: 2 });
    let stored: Map<string, number>;
    try {
      const rows = await pool.query<{ key: string; at: string }>(
        `SELECT key, (extract(epoch FROM created_at) * 1000)::bigint AS at FROM idempotency_keys
         WHERE scope = 'place-order' AND key = ANY($1::text[])`,
        [keys],
      );
      stored = new Map(rows.rows.map((row) => [row.key, Number(row.at)]));
    } finally {
      await pool.end();
    }
    const accepted = answers.filter((a) => a.status !== null && a.status >= 200 && a.status < 300);
    const gaveUp = answers.filter((a) => a.status === null);
    const orders = {
      sent: answers.length,
      accepted: accepted.length,
      shed: answers.filter((a) => a.status === 503).length,
      other: answers.filter(
        (a) => a.status !== null && a.status !== 503 && (a.status < 200 || a.status >= 300),
      ).length,
      gaveUp: gaveUp.length,
      acknowledgedMissing: accepted.filter((a) => !stored.has(a.key)).length,
      writtenAfterDeadline: answers.filter((a) => {
        const at = stored.get(a.key);
        return at !== undefined && at > a.sentAt + CLIENT_TIMEOUT_MS;
      }).length,
      writtenAfterGivingUp: gaveUp.filter((a) => stored.has(a.key)).length,
      elapsedMs,
    };

    // Then wrong passwords from every address, while the admin signs in again.
    const wrong = Promise.all(
      agents.flatMap((agent) =>
        Array.from({ length: 2 }, () =>
          send(agent, loginUrl, { method: 'POST', headers: { authorization: basic('not the password') } }),
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pressed = Date.now();
    let adminAttempts = 0;
    for (;;) {
      adminAttempts++;
      const answer = await send(adminAgent, loginUrl, {
        method: 'POST',
        headers: { authorization: basic(options.adminPassword) },
      });
      if (answer.status === 200) break;
      if (Date.now() - pressed > 60_000) throw new Error(`the admin could not sign in: ${answer.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const adminSignedInMs = Date.now() - pressed;
    const wrongAnswers = await wrong;
    return {
      addresses: options.addresses,
      orders,
      signIn: {
        wrongAttempts: wrongAnswers.length,
        refusedBusy: wrongAnswers.filter((a) => a.status === 503).length,
        adminSignedInMs,
        adminAttempts,
      },
    };
  } finally {
    for (const agent of agents) agent.destroy();
    adminAgent.destroy();
  }
}
