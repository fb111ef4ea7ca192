import { statfs } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { healthProbe } from '../db/schema/index.ts';

/** Below this much free space where the database keeps its files, the server is not ready. */
export const MIN_FREE_DISK_BYTES = 256 * 1024 * 1024;

export interface Readiness<Reported extends object = object> {
  ready: boolean;
  checks: { database: string; disk: string } & Partial<Reported>;
}

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/**
 * Whether this server can take orders now, and why not: a write (not only a read: a full disk
 * still answers SELECT 1) within two seconds, and enough free disk for the database to grow.
 */
export async function checkReadiness<Reported extends object = object>(
  db: Database,
  options: {
    dataDir?: string | undefined;
    minFreeBytes?: number;
    /** More to report beside the checks (the embedded database's backups), never a reason to be unready. */
    report?: (() => Promise<Reported>) | undefined;
  },
): Promise<Readiness<Reported>> {
  const [database, disk, reported] = await Promise.all([
    probeWrite(db),
    probeDisk(options.dataDir, options.minFreeBytes),
    options.report?.(),
  ]);
  return {
    ready: database === 'ok' && !disk.startsWith('nearly full'),
    checks: { database, disk, ...reported } as Readiness<Reported>['checks'],
  };
}

async function probeWrite(db: Database): Promise<string> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL statement_timeout = 2000`);
      await tx
        .insert(healthProbe)
        .values({ id: 1 })
        .onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt: sql`now()` } });
    });
    return 'ok';
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    return `a write failed${code ? ` (${code})` : ''}`;
  }
}

async function probeDisk(dataDir: string | undefined, minFreeBytes = MIN_FREE_DISK_BYTES): Promise<string> {
  // An external database's disk is its host's to watch.
  if (!dataDir) return 'not checked (external database)';
  try {
    const stats = await statfs(dataDir);
    const free = stats.bavail * stats.bsize;
    return free < minFreeBytes ? `nearly full: ${megabytes(free)} free` : `${megabytes(free)} free`;
  } catch {
    return 'not checked (no data folder)';
  }
}
