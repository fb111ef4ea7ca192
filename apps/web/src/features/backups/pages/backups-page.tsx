import { ReloadOutlined } from '@ant-design/icons';
import { type BackupStatus, formatAge } from '@kadai/contract';
import { Alert, Button, Descriptions, Flex, Statistic, Typography, theme } from 'antd';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useBackupStatus } from '../api/get-backup-status.ts';
import { BaseBackupsTable } from '../components/base-backups-table.tsx';

/** A nightly backup older than this (a day and two hours) means last night's did not happen. */
const BASE_STALE_SECONDS = 26 * 3600;
/** The archive switches segments every minute while anything is written: ten minutes is a stall. */
const ARCHIVE_STALE_SECONDS = 10 * 60;

function ago(seconds: number | null): string {
  return seconds === null ? 'never' : `${formatAge(seconds)} ago`;
}

/**
 * /backups (admins): the embedded database's base backups and WAL archive, what /api/health/ready
 * reports, with what is wrong said first; or, with an external database, whose job backups are.
 */
export function BackupsPage() {
  const status = useBackupStatus();
  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Backups
        </Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => void status.refetch()} loading={status.isFetching}>
          Refresh
        </Button>
      </Flex>
      {status.isError ? (
        <LoadError what="the backups' state" error={status.error} onRetry={() => void status.refetch()} />
      ) : status.data ? (
        <BackupState status={status.data} />
      ) : (
        <LoadingBlock label="Loading the backups' state" />
      )}
    </>
  );
}

function BackupState({ status }: { status: BackupStatus }) {
  return status.managed ? <ManagedBackups status={status} /> : <ExternalDatabase />;
}

function ExternalDatabase() {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 16 }}
      title="This server uses an external PostgreSQL (DATABASE_URL)"
      description="Its backups are the database operator's job, with PostgreSQL's standard tools: pg_basebackup and WAL archiving, or pgBackRest."
    />
  );
}

function ManagedBackups({ status }: { status: Extract<BackupStatus, { managed: true }> }) {
  const { token } = theme.useToken();
  const { archive } = status;
  const baseStale = status.lastBaseAgeSeconds === null || status.lastBaseAgeSeconds > BASE_STALE_SECONDS;
  const archiveStale =
    archive.lastArchivedAgeSeconds === null || archive.lastArchivedAgeSeconds > ARCHIVE_STALE_SECONDS;
  return (
    <Flex vertical gap={16} style={{ marginTop: 16 }}>
      {archive.failing ? (
        <Alert
          type="error"
          showIcon
          title="WAL archiving is failing"
          description={`Segment ${archive.lastFailedWal ?? '?'} could not be archived (last try ${formatDateTime(archive.lastFailedAt ?? '')}). Until it can, a restore cannot reach past ${archive.lastArchivedAt ? formatDateTime(archive.lastArchivedAt) : 'the start'}. The server's log says why: a full or missing backup disk, or a folder PostgreSQL may not write.`}
        />
      ) : null}
      {baseStale ? (
        <Alert
          type="warning"
          showIcon
          title={status.bases.length === 0 ? 'No base backup yet' : 'Last night’s base backup is missing'}
          description="Base backups are taken at 01:30 every night; the outbox has a mail for each that failed. `npm run backup` on the server takes one now."
        />
      ) : null}
      <Flex gap={32} wrap>
        <Statistic title="Last base backup" value={ago(status.lastBaseAgeSeconds)} />
        <Statistic
          title="Last WAL segment archived"
          value={ago(archive.lastArchivedAgeSeconds)}
          styles={archive.failing || archiveStale ? { content: { color: token.colorErrorText } } : {}}
        />
        <Statistic
          title="Base backups kept"
          value={status.bases.length}
          suffix={`(${status.keepDays} days)`}
        />
      </Flex>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'dir', label: 'Backup folder (BACKUP_DIR)', children: <code>{status.dir}</code> },
          {
            key: 'archived',
            label: 'Last archived segment',
            children: archive.lastArchivedWal
              ? `${archive.lastArchivedWal}, ${formatDateTime(archive.lastArchivedAt ?? '')}`
              : 'none yet',
          },
          {
            key: 'counts',
            label: 'Archived / failed attempts',
            children: `${archive.archivedCount} / ${archive.failedCount}`,
          },
        ]}
      />
      <Typography.Title level={3} style={{ margin: 0 }}>
        Base backups
      </Typography.Title>
      <BaseBackupsTable bases={status.bases} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        To restore the database as it was at a moment, on the server:{' '}
        <code>npm run restore -- --to "2026-12-01T14:32:00+05:30" --into data-restored</code> (or{' '}
        <code>--latest</code>), then start it with <code>DATA_DIR=data-restored npm start</code>. The live
        data folder is never touched.
      </Typography.Paragraph>
    </Flex>
  );
}
