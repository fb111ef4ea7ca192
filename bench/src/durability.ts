/**
 * Durability under kill -9: orders are placed continuously, then the server and its PostgreSQL are
 * killed mid-traffic; after the restart every order that got a 2xx answer must be stored whole.
 * Exits non-zero on any loss or a failed restart. Run by `npm test` (CI): bounded in time.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { fetchItemIds, makeOrderBody, type OrderBody } from './lib/order-body.ts';
import { type ServerProcess, serverScope } from './lib/server-process.ts';
import { sleep, withTimeout } from './lib/time.ts';

const CYCLES = Math.max(5, Number(process.env.DURABILITY_CYCLES ?? 5));
const WORKERS = 16;
const PG_PORT_PREFERRED = Number(process.env.DURABILITY_PG_PORT ?? 54369);
/** Everything, start to finish; CI must never hang on us. */
const TIME_LIMIT_MS = 170_000;
const FIRST_START_MS = 120_000;
const RESTART_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** Acknowledged orders per cycle re-sent with their Idempotency-Key after the restart. */
const REPLAY_SAMPLE = 10;

interface Acknowledged {
  cycle: number;
  orderId: string;
  idempotencyKey: string;
  body: OrderBody;
}

interface TrafficResult {
  acknowledged: Acknowledged[];
  sent: number;
  /** Answers other than 2xx before the kill (none are expected). */
  rejectedBeforeKill: Map<number, number>;
  failedBeforeKill: number;
  killedAfterMs: number;
  /** Requests sent and not yet answered when the kill signals went out. */
  inFlightAtKill: number;
  /** Of those, the ones that failed (the rest had their answer on the wire already). */
  failedAfterKill: number;
  firstNamePrefix: string;
}

interface CycleCheck {
  found: number;
  /** This cycle's acknowledged orders that are missing or not whole. */
  lost: { orderId: string; problem: string }[];
  /** Earlier cycles' orders that are missing or not whole now. */
  earlierLost: { orderId: string; problem: string }[];
  replayFailures: string[];
  committedUnacknowledged: number;
}

const scope = serverScope('kadai-durability');
const { dataDir } = scope;
const cleanup = () => scope.cleanup();
const tally = { passed: 0, failed: 0 };

const watchdog = setTimeout(() => {
  console.error(`durability: not finished within ${TIME_LIMIT_MS / 1000} s; stopping`);
  if (scope.server) console.error(scope.server.lastLines());
  void cleanup().finally(() => process.exit(1));
}, TIME_LIMIT_MS);

/** 16 workers place orders until the server and PostgreSQL are killed, 1–3 s after the first answer. */
async function trafficThenKill(options: {
  srv: ServerProcess;
  cycle: number;
  itemIds: number[];
}): Promise<TrafficResult> {
  const { srv, cycle, itemIds } = options;
  const firstNamePrefix = `Dur${cycle}x`;
  const acknowledged: Acknowledged[] = [];
  const rejectedBeforeKill = new Map<number, number>();
  let failedBeforeKill = 0;
  let sent = 0;
  let stopped = false;
  let killed = false;
  let inFlight = 0;
  let failedAfterKill = 0;
  let onFirstAck: () => void = () => {};
  const firstAck = new Promise<void>((resolve) => {
    onFirstAck = resolve;
  });

  const worker = async (w: number) => {
    for (let i = 0; !stopped; i++) {
      const firstName = `${firstNamePrefix}${w}x${i}`;
      const body = makeOrderBody({
        firstName,
        n: cycle * 100_000 + w * 1000 + i,
        itemIds,
        lines: 3 + ((w + i) % 8),
      });
      const idempotencyKey = randomUUID();
      sent++;
      inFlight++;
      try {
        const res = await fetch(`${srv.url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        if (res.status >= 200 && res.status < 300) {
          const { orderId } = JSON.parse(text) as { orderId?: unknown };
          if (typeof orderId !== 'string') throw new Error(`2xx without an orderId: ${text.slice(0, 200)}`);
          acknowledged.push({ cycle, orderId, idempotencyKey, body });
          onFirstAck();
        } else if (!killed) {
          rejectedBeforeKill.set(res.status, (rejectedBeforeKill.get(res.status) ?? 0) + 1);
          if (rejectedBeforeKill.size === 1 && rejectedBeforeKill.get(res.status) === 1) {
            console.log(`    first non-2xx answer before the kill: ${res.status} ${text.slice(0, 300)}`);
          }
        }
      } catch (error) {
        if (!killed) {
          failedBeforeKill++;
          if (failedBeforeKill === 1)
            console.log(`    first failed request before the kill: ${String(error)}`);
          await sleep(20);
        } else {
          failedAfterKill++;
        }
      } finally {
        inFlight--;
      }
    }
  };

  const started = Date.now();
  const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
  await withTimeout(firstAck, 20_000, `cycle ${cycle}: no order was acknowledged`).catch((error: unknown) => {
    stopped = true;
    throw error;
  });
  await sleep(1000 + Math.random() * 2000);
  killed = true;
  const crashing = srv.crash();
  stopped = true;
  const inFlightAtKill = inFlight;
  const killedAfterMs = Date.now() - started;
  await crashing;
  // In-flight requests fail now that the server is gone; each is bounded by its own timeout anyway.
  await withTimeout(Promise.all(workers), REQUEST_TIMEOUT_MS + 5000, `cycle ${cycle}: workers did not stop`);
  return {
    acknowledged,
    sent,
    rejectedBeforeKill,
    failedBeforeKill,
    killedAfterMs,
    inFlightAtKill,
    failedAfterKill,
    firstNamePrefix,
  };
}

interface StoredOrder {
  order_id: string;
  first_name: string;
  item_ids: number[] | null;
  quantities: string[] | null;
  history: number;
}

/** Every acknowledged order (this cycle's and all earlier ones) must be stored with all its lines. */
async function check(options: {
  srv: ServerProcess;
  cycle: number;
  traffic: TrafficResult;
  earlier: Acknowledged[];
}): Promise<CycleCheck> {
  const { srv, cycle, traffic, earlier } = options;
  const client = new pg.Client({
    connectionString: srv.pgUrl,
    connectionTimeoutMillis: 10_000,
    query_timeout: 30_000,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    const all = [...earlier, ...traffic.acknowledged];
    const { rows } = await client.query<StoredOrder>(
      `SELECT o.order_id, o.first_name,
              (SELECT array_agg(l.item_id ORDER BY l.line_no) FROM order_lines l WHERE l.order_id = o.id) AS item_ids,
              (SELECT array_agg(l.quantity::text ORDER BY l.line_no) FROM order_lines l WHERE l.order_id = o.id) AS quantities,
              (SELECT count(*)::int FROM order_events h WHERE h.order_id = o.id) AS history
         FROM orders o
        WHERE o.order_id = ANY($1::text[])`,
      [all.map((a) => a.orderId)],
    );
    const stored = new Map(rows.map((r) => [r.order_id, r]));
    const lost: CycleCheck['lost'] = [];
    const earlierLost: CycleCheck['earlierLost'] = [];
    let found = 0;
    for (const ack of all) {
      const row = stored.get(ack.orderId);
      const problem = !row
        ? 'missing'
        : row.first_name !== ack.body.customer.firstName
          ? `first name ${row.first_name} ≠ ${ack.body.customer.firstName}`
          : (row.item_ids ?? []).join(',') !== ack.body.items.map((l) => l.itemId).join(',')
            ? `${row.item_ids?.length ?? 0} of ${ack.body.items.length} lines`
            : (row.quantities ?? []).some((q, i) => Number(q) !== ack.body.items[i]?.quantity)
              ? 'quantities differ'
              : row.history < 1
                ? 'no status history row'
                : null;
      if (ack.cycle !== cycle) {
        if (problem) earlierLost.push({ orderId: ack.orderId, problem: `(cycle ${ack.cycle}) ${problem}` });
        continue;
      }
      if (!problem) found++;
      else lost.push({ orderId: ack.orderId, problem });
    }
    // Orders committed whose answer never arrived (killed in flight): fine, the client retries with its key.
    const { rows: countRows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE first_name LIKE $1',
      [`${traffic.firstNamePrefix}%`],
    );
    const committedUnacknowledged = (countRows[0]?.n ?? 0) - traffic.acknowledged.length;

    // The Idempotency-Key must survive the crash too: a retry returns the same order, never a second one.
    const replayFailures: string[] = [];
    for (const ack of traffic.acknowledged.slice(0, REPLAY_SAMPLE)) {
      const res = await fetch(`${srv.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': ack.idempotencyKey },
        body: JSON.stringify(ack.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      const orderId = res.ok ? (JSON.parse(text) as { orderId?: string }).orderId : undefined;
      if (orderId !== ack.orderId) {
        replayFailures.push(`${ack.orderId}: retry answered ${res.status} ${orderId ?? text.slice(0, 120)}`);
      }
    }
    return { found, lost, earlierLost, replayFailures, committedUnacknowledged };
  } finally {
    await client.end().catch(() => {});
  }
}

async function main(): Promise<number> {
  const srv = await scope.createServer({ pgPortPreferred: PG_PORT_PREFERRED });
  const { port, pgPort } = srv.options;
  console.log(
    `durability: ${CYCLES} cycles of ${WORKERS} workers placing orders, then kill -9 of the server and PostgreSQL`,
  );
  console.log(`  data in ${dataDir}; server on 127.0.0.1:${port}, PostgreSQL on 127.0.0.1:${pgPort}`);
  const first = await srv.start(FIRST_START_MS);
  console.log(`  first start (new cluster, migrations, demo seed): ${(first.ms / 1000).toFixed(1)} s`);
  const itemIds = await fetchItemIds(srv.url);

  const earlier: Acknowledged[] = [];
  // An order counts once as lost, however many later checks find it still gone.
  const lostIds = new Set<string>();
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const traffic = await trafficThenKill({ srv, cycle, itemIds });
    const restart = await srv.start(RESTART_MS);
    const result = await check({ srv, cycle, traffic, earlier });
    const lost = result.lost.length;
    const newlyLost = [...result.lost, ...result.earlierLost.filter((l) => !lostIds.has(l.orderId))];
    for (const l of newlyLost) lostIds.add(l.orderId);
    const bad = newlyLost.length + result.replayFailures.length;
    const replayed = Math.min(REPLAY_SAMPLE, traffic.acknowledged.length) - result.replayFailures.length;
    const rejected = [...traffic.rejectedBeforeKill].map(([status, n]) => `${n}×${status}`).join(', ');
    console.log(
      `cycle ${cycle}: killed after ${(traffic.killedAfterMs / 1000).toFixed(1)} s with ${traffic.inFlightAtKill} in flight ` +
        `(${traffic.failedAfterKill} failed), ${traffic.sent} sent, ` +
        `${traffic.acknowledged.length} acknowledged, ${result.found} found, ${lost} lost; ` +
        `${result.committedUnacknowledged} committed but unanswered; restart ${(restart.ms / 1000).toFixed(1)} s; ` +
        `earlier orders ${earlier.length - result.earlierLost.length}/${earlier.length} still whole; ` +
        `${replayed} retries with the same key replayed` +
        (rejected ? `; non-2xx before kill: ${rejected}` : '') +
        (traffic.failedBeforeKill ? `; ${traffic.failedBeforeKill} failed requests before kill` : ''),
    );
    for (const l of newlyLost) console.log(`    LOST ${l.orderId}: ${l.problem}`);
    for (const line of result.replayFailures) console.log(`    IDEMPOTENCY ${line}`);
    if (bad === 0) tally.passed++;
    else tally.failed++;
    earlier.push(...traffic.acknowledged);
  }
  console.log(`durability: ${CYCLES} cycles, ${earlier.length} acknowledged orders, ${lostIds.size} lost`);

  // Stopping: a stop ends within 10 s even with a stalled upload open, and a server
  // whose database dies exits (so a supervisor starts it again) instead of answering errors forever.
  const stalled = net.connect(port, '127.0.0.1');
  stalled.on('error', () => {});
  stalled.write(
    'POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"customer":',
  );
  await sleep(300);
  const stopMs = await srv.stopTimed(15_000);
  stalled.destroy();
  const stopOk = stopMs !== null && stopMs <= 10_000;
  console.log(
    `stop with a stalled upload open: ${stopMs === null ? 'still running after 15 s' : `exited after ${(stopMs / 1000).toFixed(1)} s`} (${stopOk ? 'ok' : 'FAILED: must be within 10 s'})`,
  );
  await srv.start(RESTART_MS);
  const dieMs = await srv.killDatabaseTimed(20_000);
  const dieOk = dieMs !== null;
  console.log(
    `PostgreSQL killed under the server: ${dieMs === null ? 'FAILED: the server still runs after 20 s' : `the server exited after ${(dieMs / 1000).toFixed(1)} s (ok)`}`,
  );
  const again = await srv.start(RESTART_MS);
  console.log(`  and starts again: ${(again.ms / 1000).toFixed(1)} s`);
  for (const ok of [stopOk, dieOk]) {
    if (ok) tally.passed++;
    else tally.failed++;
  }
  console.log(`${tally.passed} passed, ${tally.failed} failed`);
  return tally.failed === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`durability: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  // The cycle that was running when it broke counts as failed.
  console.log(`${tally.passed} passed, ${tally.failed + 1} failed`);
  code = 1;
} finally {
  await cleanup().catch((error: unknown) => {
    console.error(`durability: cleanup failed: ${String(error)}`);
    code = 1;
  });
  clearTimeout(watchdog);
}
process.exit(code);
