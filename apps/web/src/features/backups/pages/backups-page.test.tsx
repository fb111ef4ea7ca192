import type { BackupStatus } from '@kadai/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { backupStatusQueryKey } from '../api/get-backup-status.ts';
import { BackupsPage } from './backups-page.tsx';

/** The page with this status already loaded (nothing is fetched). */
function render(status: BackupStatus) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  queryClient.setQueryData(backupStatusQueryKey, status);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <BackupsPage />
    </QueryClientProvider>,
  );
}

const base = {
  name: '20261130T200000Z',
  startedAt: '2026-11-30T20:00:00.000Z',
  finishedAt: '2026-11-30T20:00:04.000Z',
  startWal: '00000001000000000000002A',
  stopLsn: '0/2A000138',
  bytes: 52_428_800,
  postgresVersion: '18.4',
};

describe('/backups', () => {
  it('says first that the archive is failing, and lists the base backups kept', () => {
    const html = render({
      managed: true,
      dir: '/srv/kadai-backups',
      keepDays: 14,
      bases: [base],
      lastBaseAgeSeconds: 5 * 3600,
      archive: {
        lastArchivedAt: '2026-12-01T01:00:00.000Z',
        lastArchivedWal: '000000010000000000000030',
        lastArchivedAgeSeconds: 900,
        lastFailedAt: '2026-12-01T01:14:00.000Z',
        lastFailedWal: '000000010000000000000031',
        failing: true,
        archivedCount: 48,
        failedCount: 3,
      },
    });
    expect(html).toContain('WAL archiving is failing');
    expect(html).toContain('000000010000000000000031');
    expect(html).toContain('5 h ago');
    expect(html).toContain('50.0 MB');
    expect(html).not.toContain('No base backup yet');
  });

  it("says an external database's backups are its operator's job", () => {
    const html = render({ managed: false });
    expect(html).toContain('external PostgreSQL');
    expect(html).toContain('pgBackRest');
  });
});
