import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shortLinks } from '../../db/schema/index.ts';
import { loggableUrl } from '../../lib/log-serializers.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { createShortLink, isSameSitePath } from './create-short-link.ts';
import { pruneShortLinks } from './prune-short-links.ts';
import { SHORT_LINK_OPENS_PER_MINUTE } from './routes.ts';

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
await app.ready();

const DAY = 86_400_000;
const link = (target: string, expiresAt = new Date(Date.now() + DAY)) =>
  db.transaction((tx) => createShortLink(tx, { target, purpose: 'verification', expiresAt }));
const row = async (code: string) => (await db.select().from(shortLinks).where(eq(shortLinks.code, code)))[0];
let address = 0;
/** Each test opens from its own address, so the per-address limit is tested on its own. */
const open = (url: string, options: { method?: 'GET' | 'HEAD'; from?: string } = {}) =>
  app.inject({ method: options.method ?? 'GET', url, remoteAddress: options.from ?? `10.1.0.${++address}` });

describe('short links (/s/CODE)', () => {
  it('are random base62 codes of 10 characters, each leading to a path on this site', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, () => link('/invoice/c1.o.abc.def')));
    for (const { code } of codes) expect(code).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(new Set(codes.map((c) => c.code)).size).toBe(20);
  });

  it('redirect (302) to where they lead, counting each open', async () => {
    const target = '/customerorderverification/ORDMEE0001?key=abc123';
    const { code } = await link(target);
    const first = await open(`/s/${code}`);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(target);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await row(code)).toMatchObject({ opens: 1 });
    expect((await row(code))?.lastOpenedAt).toBeInstanceOf(Date);
    await open(`/s/${code}`);
    // A HEAD (a phone's link preview) reads it without counting.
    const head = await open(`/s/${code}`, { method: 'HEAD' });
    expect(head.statusCode).toBe(302);
    expect(await row(code)).toMatchObject({ opens: 2 });
  });

  it('say an expired link has expired (410), and a code that is not ours is not valid (404)', async () => {
    const { code } = await link('/invoice/x', new Date(Date.now() - 1000));
    const expired = await open(`/s/${code}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.headers['content-type']).toMatch(/^text\/html/);
    expect(expired.body).toContain('This link has expired');
    expect(await row(code)).toMatchObject({ opens: 0 });

    for (const unknown of ['ZZZZZZZZZZ', 'abc', 'x'.repeat(40), 'a-b_c.d%2F']) {
      const res = await open(`/s/${unknown}`);
      expect(res.statusCode, unknown).toBe(404);
      expect(res.body).toContain('This link is not valid');
    }
  });

  it('limit how often one address may open them (429), others unaffected', async () => {
    const { code } = await link('/invoice/y');
    const from = '10.9.9.9';
    for (let i = 0; i < SHORT_LINK_OPENS_PER_MINUTE; i += 1) {
      expect((await open(`/s/${code}`, { from })).statusCode).toBe(302);
    }
    // Guessing codes counts too: the limit is per address, whatever the code.
    const refused = await open('/s/ZZZZZZZZZZ', { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many requests');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await open(`/s/${code}`)).statusCode).toBe(302);
    expect(await row(code)).toMatchObject({ opens: SHORT_LINK_OPENS_PER_MINUTE + 1 });
  });

  it('lead only to a path on this site, never to another one', async () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', '/a b', 'invoice/1']) {
      expect(isSameSitePath(target), target).toBe(false);
      await expect(link(target)).rejects.toThrow('a short link leads only to a path on this site');
    }
    // The table refuses another site too, whoever writes to it.
    await expect(
      db.execute(
        sql`insert into short_links (code, target, purpose, expires_at) values ('AAAAAAAAAA', '//evil', 'x', now())`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23514', constraint: 'short_links_target_path' } });
  });

  it('keep their code out of the request log', () => {
    expect(loggableUrl('/s/a7Kq2ZpX9c')).toBe('/s/…');
    expect(loggableUrl('/api/sms/msg91/reports/secret-token-123?x=1')).toBe('/api/sms/msg91/reports/…?x=…');
    expect(loggableUrl('/api/orders/ORD1')).toBe('/api/orders/ORD1');
  });

  it('are pruned 90 days after they expire, and not before', async () => {
    const old = await link('/invoice/old', new Date(Date.now() - 91 * DAY));
    const recent = await link('/invoice/recent', new Date(Date.now() - 89 * DAY));
    expect(await pruneShortLinks(db)).toBeGreaterThanOrEqual(1);
    expect(await row(old.code)).toBeUndefined();
    expect(await row(recent.code)).toBeDefined();
  });
});
