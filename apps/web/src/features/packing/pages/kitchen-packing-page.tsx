import {
  businessClock,
  formatBusinessDay,
  formatStockQuantity,
  PACKING_RECORDED,
  PACKING_TITLE,
  type PackingLine,
} from '@kadai/contract';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Input,
  InputNumber,
  message,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { KeptSaveNotice } from '../../../components/kept-save-notice.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { rowErrorsOf } from '../../../lib/form-errors.ts';
import { useKeptStaffSave } from '../../../lib/use-kept-staff-save.ts';
import { useSubmitKey } from '../../../lib/use-submit-key.ts';
import { TeamPageHeading, type TeamQuery } from '../../production/index.ts';
import { exportPackingDayUrl, usePackingDay } from '../api/get-packing-day.ts';
import { useRecordPacking } from '../api/record-packing.ts';
import {
  findProducts,
  groupByBatch,
  overPackingErrors,
  packingRequest,
  productLabel,
  typedPacks,
} from '../utils/packing-rules.ts';

const label = productLabel;

/** Kitchen Packing Log: what the team produced today, batch by batch, and how much of it is packed. */
export function KitchenPackingPage({ team }: { team: TeamQuery }) {
  const day = usePackingDay(team.teamId);
  const record = useRecordPacking();
  const kept = useKeptStaffSave();
  const [notice, noticeHolder] = message.useMessage();
  // A phone gets three columns (what, how many, by whom under the name) and never scrolls sideways.
  const phone = !Grid.useBreakpoint().md;
  const [search, setSearch] = useState('');
  const [packs, setPacks] = useState<ReadonlyMap<number, number | null>>(new Map());
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  // One key per submit, kept for its retries: a lost answer never records the packs twice.
  const submitKey = useSubmitKey();

  const lines = day.data?.lines ?? [];
  const shown = useMemo(() => findProducts(lines, search), [lines, search]);
  const batches = useMemo(() => groupByBatch(shown), [shown]);

  const submit = () => {
    const typed = typedPacks(lines, packs);
    setProblem(null);
    const errors = overPackingErrors(typed);
    setRowErrors(errors);
    if (typed.length === 0) {
      setProblem('Packs: please give the packs of at least one product');
      return;
    }
    if (errors.size > 0) return;
    const request = packingRequest(team.teamId, typed);
    record.mutate(
      {
        request,
        idempotencyKey: submitKey.keyFor(request),
        kept: {
          label: `${PACKING_TITLE} — ${team.teamName}`,
          typed: typed.map(({ line, packs: count }) => `${line.productName}: ${count} packs`),
        },
      },
      {
        onSuccess: (result) => {
          // Kept on the phone, the packs leave the boxes as when recorded: typed again they would count twice.
          setPacks(new Map());
          if ('kept' in result) return kept.track(result.kept.id);
          submitKey.succeeded();
          void notice.success(PACKING_RECORDED);
        },
        onError: (error) => {
          submitKey.failed(error);
          const { byRow, problem: rest } = rowErrorsOf(
            error,
            request.lines,
            (line) => line.productionEntryId,
          );
          setRowErrors(byRow);
          setProblem(rest);
        },
      },
    );
  };

  const packsInput = (line: PackingLine) => (
    <Flex vertical gap={4}>
      <InputNumber<number>
        aria-label={`Packs for ${label(line)}`}
        min={1}
        precision={0}
        inputMode="numeric"
        disabled={line.left <= 0}
        status={rowErrors.has(line.productionEntryId) ? 'error' : undefined}
        value={packs.get(line.productionEntryId) ?? null}
        onChange={(value) => setPacks((current) => new Map(current).set(line.productionEntryId, value))}
        style={{ width: phone ? 88 : 110 }}
      />
      {rowErrors.has(line.productionEntryId) && (
        <Typography.Text type="danger" role="alert">
          {rowErrors.get(line.productionEntryId)}
        </Typography.Text>
      )}
    </Flex>
  );
  const packedBy = (line: PackingLine) =>
    line.packings.length === 0 ? (
      <Typography.Text type="secondary">—</Typography.Text>
    ) : (
      <Flex vertical>
        {line.packings.map((p) => (
          <span key={p.id}>
            {p.packs} by {p.packedBy} at {businessClock(p.packedAt)}
          </span>
        ))}
      </Flex>
    );
  const leftToPack = (line: PackingLine) => (
    <Typography.Text type={line.left > 0 ? 'warning' : 'success'}>
      {formatStockQuantity(line.left, line.unit)}
    </Typography.Text>
  );
  const columns: TableColumnsType<PackingLine> = phone
    ? [
        {
          title: 'Product',
          key: 'product',
          render: (_v, line) => (
            <Flex vertical gap={2}>
              <Typography.Text strong>{label(line)}</Typography.Text>
              <Typography.Text type="secondary">
                {formatStockQuantity(line.produced, line.unit)} produced ·{' '}
                {formatStockQuantity(line.packed, line.unit)} packed
              </Typography.Text>
              {line.packings.length > 0 && (
                <Typography.Text type="secondary">{packedBy(line)}</Typography.Text>
              )}
            </Flex>
          ),
        },
        { title: 'Left', key: 'left', align: 'right', render: (_v, line) => leftToPack(line) },
        { title: 'Packs', key: 'packs', render: (_v, line) => packsInput(line) },
      ]
    : [
        { title: 'Product', key: 'product', render: (_v, line) => label(line) },
        {
          title: 'Produced',
          key: 'produced',
          align: 'right',
          render: (_v, line) => (
            <span title={`by ${line.producedBy} at ${businessClock(line.producedAt)}`}>
              {formatStockQuantity(line.produced, line.unit)}
            </span>
          ),
        },
        {
          title: 'Packed',
          key: 'packed',
          align: 'right',
          render: (_v, line) => formatStockQuantity(line.packed, line.unit),
        },
        { title: 'Left to pack', key: 'left', align: 'right', render: (_v, line) => leftToPack(line) },
        { title: 'Packs', key: 'packs', render: (_v, line) => packsInput(line) },
        { title: 'Packed By', key: 'packedBy', render: (_v, line) => packedBy(line) },
      ];

  const totals = lines.reduce(
    (sum, line) => ({ produced: sum.produced + line.produced, packed: sum.packed + line.packed }),
    { produced: 0, packed: 0 },
  );

  return (
    <>
      {noticeHolder}
      <TeamPageHeading
        title={PACKING_TITLE}
        team={team}
        date={day.data ? formatBusinessDay(day.data.day) : 'today'}
        extra={
          // role: disabled, antd draws an <a> without href, with no role to announce it off.
          <Button role="link" href={exportPackingDayUrl(team.teamId)} disabled={lines.length === 0}>
            Export
          </Button>
        }
      />
      {day.isError ? (
        <LoadError what="today's production" error={day.error} onRetry={() => day.refetch()} />
      ) : day.isPending ? (
        <LoadingBlock label="Loading today's production" />
      ) : lines.length === 0 ? (
        <Empty description="Nothing produced today yet: log production first." />
      ) : (
        <>
          <Typography.Paragraph data-testid="packing-totals">
            {lines.length} {lines.length === 1 ? 'entry' : 'entries'} produced · {totals.produced} made ·{' '}
            {totals.packed} packed · {Math.round((totals.produced - totals.packed) * 1000) / 1000} left to
            pack
          </Typography.Paragraph>
          <Input.Search
            aria-label="Search Item"
            placeholder="Search Item"
            allowClear
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ maxWidth: 360, marginBottom: 16 }}
          />
          <Flex vertical gap={16}>
            {batches.map(([batchId, batchLines]) => (
              <Card
                key={batchId}
                size="small"
                title={`Batch ${batchId}`}
                data-testid={`packing-batch-${batchId}`}
              >
                <Table<PackingLine>
                  rowKey="productionEntryId"
                  dataSource={batchLines}
                  pagination={false}
                  size="small"
                  scroll={phone ? undefined : { x: 'max-content' }}
                  columns={columns}
                />
              </Card>
            ))}
          </Flex>
          {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 16 }} />}
          <KeptSaveNotice kept={kept} style={{ marginTop: 16 }} />
          <Button
            type="primary"
            size="large"
            block={phone}
            loading={record.isPending}
            onClick={submit}
            style={{ marginTop: 16 }}
          >
            Record packing
          </Button>
        </>
      )}
    </>
  );
}
