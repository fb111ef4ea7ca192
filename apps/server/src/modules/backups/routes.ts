import { backupStatusSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackupSettings } from '../../db/backup-folders.ts';
import type { Database } from '../../db/client.ts';
import { allow } from '../auth/access.ts';
import { getBackupStatus } from './get-backup-status.ts';

/** /api/backups: the state of the embedded database's backups, for admins (the Backups screen). */
export const backupRoutes: FastifyPluginAsyncZod<{ db: Database; settings: BackupSettings | null }> = async (
  app,
  { db, settings },
) => {
  app.get(
    '/status',
    {
      config: { access: allow('admin') },
      schema: {
        summary:
          'Base backups kept, the WAL archive (last archived, last failure), or that the database is external',
        tags: ['backups'],
        response: { 200: backupStatusSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await getBackupStatus(db, settings)),
  );
};
