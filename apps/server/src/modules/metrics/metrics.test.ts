import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { placeTestOrder, seedItems } from '../../test/kits/order-test-kit.ts';
import { useTestDatabase } from '../../test/test-database.ts';

const { db } = await useTestDatabase();
const backupDir = await mkdtemp(path.join(tmpdir(), 'kadai-metrics-'));
const app = await buildTestApp(db, { backups: { dir: backupDir, keepDays: 14 } });
// One anonymous write a minute; and a limit below any delay, so that every write is shed as if
// the server were saturated.
const limited = await buildTestApp(db, { publicWritesPerMinute: 1 });
const saturated = await buildTestApp(db, {
  loadShedding: { maxEventLoopDelayMs: -1, maxQueueWaitMs: 600_000 },
});

/** The value of one sample in the text format, e.g. sample(text, 'kadai_jobs_waiting{queue="mail-deliver"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (line === undefined) return undefined;
  const value = line.slice(series.length + 1);
  return value === '+Inf' ? Number.POSITIVE_INFINITY : Number(value);
}

const scrape = async (target = app) => {
  const res = await target.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('GET /metrics', () => {
  it('answers loopback in the Prometheus text format with every family', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const family of [
      'kadai_http_requests_total',
      'kadai_http_request_duration_seconds',
      'kadai_http_requests_shed_total',
      'kadai_http_requests_throttled_total',
      'kadai_db_pool_connections',
      'kadai_db_pool_idle_connections',
      'kadai_db_pool_waiting_requests',
      'kadai_db_pool_expected_wait_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'kadai_jobs_waiting',
      'kadai_jobs_failed',
      'kadai_outbox_messages',
      'kadai_card_payment_attempts',
      'kadai_card_payment_oldest_open_age_seconds',
      'kadai_backup_last_base_age_seconds',
      'kadai_wal_archive_last_age_seconds',
      'kadai_metrics_collect_errors_total',
    ]) {
      expect(res.body, family).toContain(`# TYPE ${family} `);
    }
    // The scrape-time reads all worked, and every queue and state has its series.
    expect(res.body).not.toMatch(/^kadai_metrics_collect_errors_total\{[^}]*\} [1-9]/m);
    expect(sample(res.body, 'kadai_jobs_waiting{queue="mail-deliver"}')).toBe(0);
    expect(sample(res.body, 'kadai_outbox_messages{channel="sms",state="failed"}')).toBe(0);
    expect(sample(res.body, 'kadai_card_payment_attempts{state="awaited"}')).toBe(0);
    // No base backup in an empty BACKUP_DIR: an age no alert threshold is above.
    expect(sample(res.body, 'kadai_backup_last_base_age_seconds')).toBe(Number.POSITIVE_INFINITY);
    expect(res.body).not.toContain('/api/health/live');
  });

  it('counts a request by its route template, method and status', async () => {
    await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.inject({ method: 'GET', url: '/api/orders/KD-NOPE/receipt' });
    // A scanner's probes: one series, whatever the paths.
    await app.inject({ method: 'GET', url: '/wp-login.php' });
    await app.inject({ method: 'GET', url: '/.env' });
    const text = await scrape();
    expect(
      sample(text, 'kadai_http_requests_total{route="/api/health/live",method="GET",status="200"}'),
    ).toBe(1);
    expect(text).toMatch(
      /kadai_http_requests_total\{route="\/api\/orders\/:orderId\/receipt",method="GET",status="4\d\d"\} 1/,
    );
    expect(sample(text, 'kadai_http_requests_total{route="unmatched",method="GET",status="404"}')).toBe(2);
    expect(
      sample(text, 'kadai_http_request_duration_seconds_count{route="/api/health/live",method="GET"}'),
    ).toBe(1);
  });

  it('refuses any other address, and anything a proxy forwarded, with 403', async () => {
    const elsewhere = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.code).toBe('forbidden');
    // HAProxy on this machine connects from loopback: what it forwards is a stranger's request.
    const forwarded = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it('answers the addresses METRICS_ALLOW names', async () => {
    const { buildApp } = await import('../../app.ts');
    const monitored = await buildApp({ db, metricsAllow: ['10.9.0.0/16'] });
    try {
      const inRange = await monitored.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.9.8.7' });
      expect(inRange.statusCode).toBe(200);
      const loopback = await monitored.inject({ method: 'GET', url: '/metrics' });
      expect(loopback.statusCode).toBe(403);
    } finally {
      await monitored.close();
    }
  });

  it('counts requests throttled (429) and shed (503)', async () => {
    const order = () =>
      limited.inject({ method: 'POST', url: '/api/orders', remoteAddress: '10.0.77.1', payload: {} });
    await order();
    expect((await order()).statusCode).toBe(429);
    const throttled = await scrape(limited);
    expect(sample(throttled, 'kadai_http_requests_throttled_total{route="/api/orders",method="POST"}')).toBe(
      1,
    );

    const shed = await saturated.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(shed.statusCode).toBe(503);
    const text = await scrape(saturated);
    expect(sample(text, 'kadai_http_requests_shed_total{route="/api/orders",method="POST"}')).toBe(1);
    expect(sample(text, 'kadai_http_requests_total{route="/api/orders",method="POST",status="503"}')).toBe(1);
  });

  it('counts card payments by state, and how long the oldest awaited one has waited', async () => {
    const itemIds = await seedItems(db, 1);
    const orderId = await placeTestOrder(app, db, { itemIds });
    await db.execute(sql`
      INSERT INTO payment_attempts (order_id, attempt_no, gateway_order_id, provider, amount_paise, currency, mac, state, created_at)
      SELECT id, 1, ${`${orderId}-1`}, 'test', 10000, 'INR', 'mac', 'awaited', now() - interval '2 hours'
        FROM orders WHERE order_id = ${orderId}`);
    const text = await scrape();
    expect(sample(text, 'kadai_card_payment_attempts{state="awaited"}')).toBe(1);
    const age = sample(text, 'kadai_card_payment_oldest_open_age_seconds{state="awaited"}') ?? 0;
    expect(age).toBeGreaterThan(7190);
    expect(sample(text, 'kadai_card_payment_oldest_open_age_seconds{state="redirected"}')).toBe(0);
  });

  it('keeps answering when a scrape-time read fails, and counts the failure', async () => {
    await db.execute(sql`ALTER TABLE payment_attempts RENAME TO payment_attempts_away`);
    try {
      const text = await scrape();
      expect(sample(text, 'kadai_metrics_collect_errors_total{collector="payments"}')).toBe(1);
      expect(text).not.toContain('kadai_card_payment_attempts{');
      expect(sample(text, 'kadai_jobs_waiting{queue="mail-deliver"}')).toBe(0);
    } finally {
      await db.execute(sql`ALTER TABLE payment_attempts_away RENAME TO payment_attempts`);
    }
  });
});

describe('the samples in deploy/ and docs/metrics.md', () => {
  const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
  const samples = [
    'deploy/prometheus-alerts.yml',
    'deploy/grafana-dashboard.json',
    'deploy/prometheus.yml',
    'docs/metrics.md',
  ];

  it('use only metric names that /metrics serves', async () => {
    const text = await scrape();
    const families = new Set([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => m[1]));
    const histograms = new Set([...text.matchAll(/^# TYPE (\S+) histogram$/gm)].map((m) => m[1]));
    const unknown: string[] = [];
    let used = 0;
    for (const file of samples) {
      const content = await readFile(path.join(repoRoot, file), 'utf8');
      if (file.endsWith('.json')) JSON.parse(content);
      for (const [name] of content.matchAll(/\b(?:kadai|nodejs|process)_[a-z0-9_]+\b/g)) {
        used++;
        const histogram = name.replace(/_(bucket|sum|count)$/, '');
        if (!families.has(name) && !histograms.has(histogram)) unknown.push(`${file}: ${name}`);
      }
    }
    expect(used).toBeGreaterThan(20);
    expect(unknown).toEqual([]);
  });
});
