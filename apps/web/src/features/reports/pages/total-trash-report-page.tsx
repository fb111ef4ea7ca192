import {
  formatPaise,
  TRASH_REASON_LABELS,
  TRASH_REASONS,
  TRASH_SOURCE_LABELS,
  TRASH_SOURCES,
  type TrashReason,
  type TrashReportQuery,
  type TrashRow,
  type TrashSource,
} from '@kadai/contract';
import { Button, Empty, Flex, Select, Statistic, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { useSignedUser } from '../../auth/index.ts';
import { useOutlets, useStores } from '../../organisation/index.ts';
import { useTrashReport } from '../api/reports.ts';
import { type Drill, DrillDownDrawer } from '../components/drill-down-drawer.tsx';
import { ReportBody, ReportSearchAndExport, TeamFilter } from '../components/report-frame.tsx';
import { ReportPeriodInputs, useReportPeriod } from '../components/report-period.tsx';

// The charting library comes with the charts, after the figures: the table never waits for it.
const TrashCharts = lazy(() =>
  import('../components/trash-charts.tsx').then((m) => ({ default: m.TrashCharts })),
);

const rowKey = (row: TrashRow) =>
  `${row.source} ${row.reason} ${row.locationId} ${row.teamId} ${row.productId}`;

/**
 * Total trash (what the owner looks at): the stores' vegetable wastage, destroyed stock and written-off
 * disputes together, by location, team, product and reason, in quantity and money; each figure
 * opens the ledger rows behind it. A production user tied to a team sees that team's rows.
 */
export function TotalTrashReportPage() {
  const period = useReportPeriod();
  const { data: user } = useSignedUser();
  const outlets = useOutlets();
  const stores = useStores();
  const ownTeam = user?.role === 'production' ? (user.teamId ?? undefined) : undefined;
  const [locationId, setLocationId] = useState<string>();
  const [teamId, setTeamId] = useState<string>();
  const [reason, setReason] = useState<TrashReason>();
  const [source, setSource] = useState<TrashSource>();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search).trim().toLowerCase();
  const [drill, setDrill] = useState<Drill>(null);
  const [drillTitle, setDrillTitle] = useState('');

  const query: TrashReportQuery = {
    from: period.from,
    to: period.to,
    ...(locationId && { locationId }),
    ...((ownTeam ?? teamId) && { teamId: ownTeam ?? teamId }),
    ...(reason && { reason }),
    ...(source && { source }),
  };
  const onScreen = period.problem === null && !period.inBackground;
  const report = useTrashReport(query, onScreen);
  const request = { kind: 'total-trash', query } as const;
  const rows = useMemo(
    () =>
      (report.data?.rows ?? []).filter((row) =>
        [row.productName, row.locationName, row.teamName ?? ''].join(' ').toLowerCase().includes(needle),
      ),
    [report.data, needle],
  );
  const open = (row: TrashRow) => {
    setDrillTitle(`${row.productName} · ${row.locationName} · ${TRASH_REASON_LABELS[row.reason]}`);
    setDrill({
      kind: 'total-trash',
      query: {
        from: period.from,
        to: period.to,
        locationId: row.locationId,
        productId: row.productId,
        reason: row.reason,
        source: row.source,
        ...(row.teamId && { teamId: row.teamId }),
      },
    });
  };

  const locations = [
    ...(outlets.data ?? []).map((o) => ({ value: `outlet:${o.id}`, label: o.name })),
    ...(stores.data ?? []).map((s) => ({ value: `store:${s.id}`, label: `${s.name} (store)` })),
  ];

  return (
    <>
      <Typography.Title level={2}>Total Trash Report</Typography.Title>
      <Flex wrap gap={8} align="end" style={{ marginBottom: 16 }}>
        <ReportPeriodInputs period={period} />
        <Select
          aria-label="Location"
          allowClear
          placeholder="All locations"
          style={{ minWidth: 160 }}
          value={locationId}
          onChange={setLocationId}
          options={locations}
        />
        {!ownTeam && <TeamFilter value={teamId} onChange={setTeamId} />}
        <Select<TrashReason>
          aria-label="Reason"
          allowClear
          placeholder="All reasons"
          style={{ minWidth: 140 }}
          value={reason}
          onChange={setReason}
          options={TRASH_REASONS.map((r) => ({ value: r, label: TRASH_REASON_LABELS[r] }))}
        />
        <Select<TrashSource>
          aria-label="Source"
          allowClear
          placeholder="All sources"
          style={{ minWidth: 160 }}
          value={source}
          onChange={setSource}
          options={TRASH_SOURCES.map((s) => ({ value: s, label: TRASH_SOURCE_LABELS[s] }))}
        />
        <ReportSearchAndExport
          placeholder="Product, location or team"
          search={search}
          onSearch={setSearch}
          request={request}
          onScreen={onScreen}
        />
      </Flex>
      <ReportBody period={period} request={request} report={report} what="the trash report">
        {(data) => (
          <>
            <Flex wrap gap={32} style={{ marginBottom: 16 }}>
              <Statistic title="Thrown away (priced rows)" value={formatPaise(data.totalValuePaise)} />
              {data.unpricedRows > 0 && <Statistic title="Rows without a price" value={data.unpricedRows} />}
            </Flex>
            <Suspense fallback={<LoadingBlock label="Loading the charts" />}>
              <TrashCharts report={data} />
            </Suspense>
            <Table<TrashRow>
              aria-label="Trash by location, product and reason"
              rowKey={rowKey}
              size="middle"
              dataSource={rows}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty description="Nothing was thrown away in this period." /> }}
              pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
              columns={[
                { title: 'Location', dataIndex: 'locationName', key: 'location' },
                { title: 'Team', key: 'team', render: (_v, r) => r.teamName ?? '—' },
                { title: 'Product', dataIndex: 'productName', key: 'product' },
                { title: 'Source', key: 'source', render: (_v, r) => TRASH_SOURCE_LABELS[r.source] },
                { title: 'Reason', key: 'reason', render: (_v, r) => TRASH_REASON_LABELS[r.reason] },
                {
                  title: 'Quantity',
                  key: 'quantity',
                  align: 'right',
                  render: (_v, r) => (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => open(r)}
                      aria-label={`Ledger rows of ${r.productName}`}
                    >
                      {r.quantity}
                    </Button>
                  ),
                },
                {
                  title: 'Value',
                  key: 'value',
                  align: 'right',
                  render: (_v, r) =>
                    r.valuePaise === null ? <Tag color="orange">No price</Tag> : formatPaise(r.valuePaise),
                },
                { title: 'Entries', dataIndex: 'entries', key: 'entries', align: 'right' },
              ]}
            />
          </>
        )}
      </ReportBody>
      <DrillDownDrawer title={drillTitle} drill={drill} onClose={() => setDrill(null)} />
    </>
  );
}
