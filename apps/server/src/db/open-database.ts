import { backupFolders } from './backup-folders.ts';
import { createDatabase, type Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';

export interface OpenDatabase {
  db: Database;
  url: string;
  close: () => Promise<void>;
  /** The embedded database's unexpected exit (an external one has none to watch). */
  onExit?: (listener: (code: number | null) => void) => void;
}

/** The settings a database is opened with, as config.ts reads them from the environment. */
export interface DatabaseConfig {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  EMBEDDED_PG_PORT: number;
  DB_POOL_SIZE: number;
  /** 'off' behind PgBouncer in transaction mode before 1.21 (client.ts); named when left out. */
  DATABASE_NAMED_STATEMENTS?: 'on' | 'off' | undefined;
  /** The embedded database archives its WAL here (BACKUP_DIR); tools that only read may leave it out. */
  BACKUP_DIR?: string;
}

/** DATABASE_URL when given, else the embedded PostgreSQL in DATA_DIR; migrated either way. */
export async function openDatabase(
  config: DatabaseConfig,
  log: (message: string) => void,
  options: { attachIfRunning?: boolean } = {},
): Promise<OpenDatabase> {
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        dataDir: config.DATA_DIR,
        port: config.EMBEDDED_PG_PORT,
        log,
        attachIfRunning: options.attachIfRunning ?? false,
        walArchiveDir: config.BACKUP_DIR && backupFolders(config.BACKUP_DIR).wal,
      });
  const url = config.DATABASE_URL ?? embedded?.url;
  if (!url) throw new Error('unreachable: no database url');
  const { db, pool } = createDatabase({
    url,
    poolSize: config.DB_POOL_SIZE,
    namedStatements: config.DATABASE_NAMED_STATEMENTS !== 'off',
  });
  try {
    await migrateDatabase(db);
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    url,
    ...(embedded && { onExit: embedded.onExit }),
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}
