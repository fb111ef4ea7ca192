import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';

export interface FloodFigures {
  offeredPerSec: number;
  sent: number;
  accepted: number;
  shed: number;
  limited: number;
  gaveUp: number;
  /** Orders stored for clients that had given up (timed out) before the answer came. */
  writtenAfterGivingUp: number;
  /** 2xx answers whose order is not stored: must be 0. */
  acknowledgedMissing: number;
  /** Answers of 503 whose order is stored anyway: must be 0. */
  shedButWritten: number;
  acceptedPerSec: number;
  durationS: number;
}

/**
 * Orders at five times the rate the server can take (`capacityPerSec`, measured by the order
 * step), from clients that give up after two seconds, as a phone would. Each request carries its
 * own Idempotency-Key, so afterwards the database says which were written: every acknowledged
 * one must be, no shed one may be, and ideally none whose client had given up.
 */
export async function measureFlood(options: {
  url: string;
  pgUrl: string;
  capacityPerSec: number;
  seconds: number;
  body: () => string;
}): Promise<FloodFigures> {
  const offeredPerSec = Math.max(50, Math.round(options.capacityPerSec * 5));
  const statusOf = new Map<string, number>();
  const sent: string[] = [];
  const result = await autocannon({
    url: options.url,
    connections: 2000,
    overallRate: offeredPerSec,
    duration: options.seconds,
    timeout: 2,
    requests: [
      {
        method: 'POST',
        // One request at a time per connection: its context holds the key of the one in flight.
        setupRequest: (request: autocannon.Request, context: object) => {
          const key = randomUUID();
          (context as { key?: string }).key = key;
          sent.push(key);
          return {
            ...request,
            body: options.body(),
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
          };
        },
        onResponse: (status: number, _body: string, context: object) => {
          statusOf.set(String((context as { key?: string }).key), status);
        },
      },
    ],
  });
  // Let the server finish (or refuse) what it had queued before the database is asked.
  await new Promise((resolve) => setTimeout(resolve, 5000));

  const pool = new pg.Pool({ connectionString: options.pgUrl, max: 2 });
  try {
    const written = new Set(
      (
        await pool.query<{ key: string }>(
          `SELECT key FROM idempotency_keys WHERE scope = 'place-order' AND key = ANY($1::text[])`,
          [sent],
        )
      ).rows.map((r) => r.key),
    );
    const keysWith = (test: (status: number | undefined) => boolean) =>
      sent.filter((k) => test(statusOf.get(k)));
    const accepted = keysWith((s) => s !== undefined && s >= 200 && s < 300);
    const shed = keysWith((s) => s === 503);
    const gaveUp = keysWith((s) => s === undefined);
    return {
      offeredPerSec,
      sent: sent.length,
      accepted: accepted.length,
      shed: shed.length,
      limited: keysWith((s) => s === 429).length,
      gaveUp: gaveUp.length,
      writtenAfterGivingUp: gaveUp.filter((k) => written.has(k)).length,
      acknowledgedMissing: accepted.filter((k) => !written.has(k)).length,
      shedButWritten: shed.filter((k) => written.has(k)).length,
      acceptedPerSec: accepted.length / result.duration,
      durationS: result.duration,
    };
  } finally {
    await pool.end();
  }
}
