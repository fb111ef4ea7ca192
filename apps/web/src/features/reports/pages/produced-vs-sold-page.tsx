import type { ProducedMeasure, ProducedRow, ProducedVsSoldQuery } from '@kadai/contract';
import { Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { useSignedUser } from '../../auth/index.ts';
import { useProducedVsSold } from '../api/reports.ts';
import { type Drill, DrillDownDrawer } from '../components/drill-down-drawer.tsx';
import { ReportBody, ReportSearchAndExport, TeamFilter } from '../components/report-frame.tsx';
import { ReportPeriodInputs, useReportPeriod } from '../components/report-period.tsx';

const ProducedCharts = lazy(() =>
  import('../components/produced-charts.tsx').then((m) => ({ default: m.ProducedCharts })),
);

const MEASURE_LABELS: Record<ProducedMeasure, string> = {
  produced: 'Produced',
  sold: 'Sold',
  wasted: 'Wasted',
  'on-hand': 'On hand',
};

/**
 * Produced vs sold (what the owner looks at): per product and team over a period, what was made, sold,
 * thrown away and is still held, with the gap (produced − sold − wasted) marked where it is not
 * nothing. Each figure opens the ledger moves behind it.
 */
export function ProducedVsSoldPage() {
  const period = useReportPeriod();
  const { data: user } = useSignedUser();
  const ownTeam = user?.role === 'production' ? (user.teamId ?? undefined) : undefined;
  const [teamId, setTeamId] = useState<string>();
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search).trim().toLowerCase();
  const [drill, setDrill] = useState<Drill>(null);
  const [drillTitle, setDrillTitle] = useState('');
  const query: ProducedVsSoldQuery = {
    from: period.from,
    to: period.to,
    ...((ownTeam ?? teamId) && { teamId: ownTeam ?? teamId }),
  };
  const onScreen = period.problem === null && !period.inBackground;
  const report = useProducedVsSold(query, onScreen);
  const request = { kind: 'produced-vs-sold', query } as const;
  const rows = useMemo(
    () =>
      (report.data?.rows ?? []).filter((row) =>
        `${row.productName} ${row.teamName ?? ''}`.toLowerCase().includes(needle),
      ),
    [report.data, needle],
  );

  const figure = (measure: ProducedMeasure, key: 'produced' | 'sold' | 'wasted' | 'onHand') => ({
    title: MEASURE_LABELS[measure],
    key,
    align: 'right' as const,
    render: (_v: unknown, row: ProducedRow) =>
      // Nothing produced, sold or wasted has no moves behind it: a link would open an empty drawer.
      // On hand 0 stays a link, its moves (in, then all out) being why it is 0.
      row[key] === 0 && measure !== 'on-hand' ? (
        '0'
      ) : (
        <Button
          type="link"
          size="small"
          aria-label={`${MEASURE_LABELS[measure]} of ${row.productName}`}
          onClick={() => {
            setDrillTitle(`${MEASURE_LABELS[measure]} · ${row.productName}`);
            setDrill({
              kind: 'produced-vs-sold',
              query: {
                from: period.from,
                to: period.to,
                productId: row.productId,
                measure,
                ...(row.teamId && { teamId: row.teamId }),
              },
            });
          }}
        >
          {row[key]}
        </Button>
      ),
  });

  return (
    <>
      <Typography.Title level={2}>Produced vs Sold</Typography.Title>
      <Flex wrap gap={8} align="end" style={{ marginBottom: 16 }}>
        <ReportPeriodInputs period={period} />
        {!ownTeam && <TeamFilter value={teamId} onChange={setTeamId} />}
        <ReportSearchAndExport
          placeholder="Product or team"
          search={search}
          onSearch={setSearch}
          request={request}
          onScreen={onScreen}
        />
      </Flex>
      <ReportBody period={period} request={request} report={report} what="produced vs sold">
        {(data) => (
          <>
            <Suspense fallback={<LoadingBlock label="Loading the charts" />}>
              <ProducedCharts report={data} />
            </Suspense>
            <Table<ProducedRow>
              aria-label="Produced vs sold by product"
              rowKey={(r) => `${r.productId} ${r.teamId}`}
              size="middle"
              dataSource={rows}
              scroll={{ x: 'max-content' }}
              locale={{
                emptyText: <Empty description="Nothing was produced, sold or held in this period." />,
              }}
              pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
              columns={[
                { title: 'Team', key: 'team', render: (_v, r) => r.teamName ?? '—' },
                { title: 'Product', dataIndex: 'productName', key: 'product' },
                figure('produced', 'produced'),
                figure('sold', 'sold'),
                figure('wasted', 'wasted'),
                figure('on-hand', 'onHand'),
                {
                  title: 'Gap',
                  key: 'gap',
                  align: 'right',
                  render: (_v, r) =>
                    r.gap === 0 ? (
                      '0'
                    ) : (
                      <Tag color={r.gap > 0 ? 'gold' : 'red'} aria-label={`Gap ${r.gap}`}>
                        {r.gap > 0 ? `+${r.gap}` : r.gap}
                      </Tag>
                    ),
                },
              ]}
            />
          </>
        )}
      </ReportBody>
      <DrillDownDrawer title={drillTitle} drill={drill} onClose={() => setDrill(null)} />
    </>
  );
}
