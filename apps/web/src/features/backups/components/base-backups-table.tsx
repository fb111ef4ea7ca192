import type { BaseBackup } from '@kadai/contract';
import { Table } from 'antd';
import { formatDateTime } from '../../../lib/format-date-time.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The base backups kept, newest first: a restore starts from the newest one finished before its moment. */
export function BaseBackupsTable({ bases }: { bases: readonly BaseBackup[] }) {
  return (
    <Table<BaseBackup>
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={[...bases]}
      locale={{
        emptyText: 'No base backup yet: one is taken ten minutes after the first start, then nightly.',
      }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Finished', dataIndex: 'finishedAt', render: (at: string) => formatDateTime(at) },
        { title: 'Size', dataIndex: 'bytes', align: 'right', render: megabytes },
        { title: 'Folder', dataIndex: 'name' },
        { title: 'First WAL segment', dataIndex: 'startWal' },
        { title: 'PostgreSQL', dataIndex: 'postgresVersion' },
      ]}
    />
  );
}
