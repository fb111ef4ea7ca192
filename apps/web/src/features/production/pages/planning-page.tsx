import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  buildPlanningMovements,
  businessDay,
  formatBusinessDay,
  nextSelection,
  PLANNING_ABBREVIATIONS,
  type PlanDraft,
  type PlanningExportRequest,
  type PlanningRow,
  planningBatchId,
  sumQuantities,
} from '@kadai/contract';
import { Button, Flex, Input, message, Result, Tag, Typography } from 'antd';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { AbbreviationLegend } from '../../../components/abbreviation-legend.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { ApiRequestError, isApiRequestError } from '../../../lib/api-client.ts';
import { usePostMovementBatch } from '../../movements/index.ts';
import { useExportPlanning } from '../api/export-planning.ts';
import { usePlanDraft } from '../api/get-plan-draft.ts';
import { PlanningConfirmModal } from '../components/planning-confirm-modal.tsx';
import { formatQuantity, PlanningTable } from '../components/planning-table.tsx';
import { TeamPageHeading } from '../components/team-page-heading.tsx';
import { draftSaveLabel, usePlanDraftSaving } from '../hooks/use-plan-draft-saving.ts';
import { usePlanningData } from '../hooks/use-planning-data.ts';
import { usePlanningPlans } from '../hooks/use-planning-plans.ts';
import { useProductionAttempt } from '../hooks/use-production-attempt.ts';
import type { TeamQuery } from '../hooks/use-team-query.ts';

const PLANNING_LEGEND = Object.entries(PLANNING_ABBREVIATIONS).map(([abbr, meaning]) => ({ abbr, meaning }));

const TITLE = 'Daily Planning Stage';
const NO_ROWS: readonly PlanningRow[] = [];

function toApiError(caught: Error): ApiRequestError {
  return isApiRequestError(caught)
    ? caught
    : new ApiRequestError({ status: 0, code: 'unexpected', message: caught.message });
}

function matches(row: PlanningRow, words: readonly string[]): boolean {
  const text = `${row.product_name} ${row.variant} ${row.product_type}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

function PlanningScreen({
  team,
  urgent,
  draft,
}: {
  team: TeamQuery;
  urgent: boolean;
  draft: PlanDraft | null;
}) {
  const data = usePlanningData({ teamId: team.teamId, urgent });
  const planning = data.planning;
  const { rows, plans, setPlan, forget } = usePlanningPlans(planning?.rows ?? NO_ROWS, draft?.plans);
  const draftLabel = draftSaveLabel(
    usePlanDraftSaving({
      teamId: team.teamId,
      plans,
      restored: Object.keys(draft?.plans ?? {}).length > 0,
      // The draft is the regular plan's: urgent planning starts empty and keeps nothing, so a
      // number typed on /planning never comes back (or goes out) in an urgent batch.
      enabled: !urgent,
    }),
  );
  const [notice, noticeHolder] = message.useMessage();

  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => {
    const words = deferredSearch.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return words.length === 0 ? rows : rows.filter((row) => matches(row, words));
  }, [rows, deferredSearch]);

  const [selected, setSelected] = useState<string[]>([]);
  const selectedRows = useMemo(() => {
    const keys = new Set(selected);
    return rows.filter((row) => keys.has(row.product_id));
  }, [rows, selected]);
  const toSend = useMemo(() => selectedRows.filter((row) => row.total > 0), [selectedRows]);
  const selectedTotal = sumQuantities(selectedRows.map((row) => row.total));
  // operations.md §5: clicking a row toggles it; clicking the one selected row again clears the selection.
  const onRowClick = useCallback(
    (productId: string) => setSelected((current) => nextSelection(current, productId)),
    [],
  );

  // The day is fixed when the dialog opens: its title and the batch id say the same date.
  const [confirmDay, setConfirmDay] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<ApiRequestError | null>(null);
  const post = usePostMovementBatch();
  /** One key per submit: a retry of the very same movements reuses it, so it cannot plan twice. */
  const attempt = useProductionAttempt();

  const openConfirm = () => {
    setSubmitError(null);
    setConfirmDay(businessDay());
  };

  const confirm = () => {
    if (!planning || !confirmDay || post.isPending) return;
    const movements = buildPlanningMovements({
      rows: toSend,
      selected: toSend.map((row) => row.product_id),
      teamId: team.teamId,
      batchId: planningBatchId(confirmDay, team.teamName),
      batchOrder: planning.nextBatchOrder,
    });
    setSubmitError(null);
    post.mutate(
      { movements, idempotencyKey: attempt.keyFor(movements) },
      {
        onSuccess: () => {
          attempt.succeeded();
          forget(toSend.map((row) => row.product_id));
          setSelected([]);
          setConfirmDay(null);
          notice.success('Planning Submitted!');
        },
        onError: (caught) => {
          const error = toApiError(caught);
          attempt.failed(error);
          setSubmitError(error);
          notice.error(`Something went wrong! ${error.message}`);
        },
      },
    );
  };

  const exporter = useExportPlanning();
  const exportSheet = () => {
    if (!planning) return;
    // Every row, with what was typed: the sheet is the plan, not the current search.
    const request: PlanningExportRequest = {
      teamId: team.teamId,
      teamName: team.teamName,
      urgent,
      outlets: planning.outlets.map((outlet) => ({ id: outlet.id, name: outlet.name })),
      rows: rows.map((row) => ({
        product_name: row.product_name,
        variant: row.variant,
        product_type: row.product_type,
        outlets: Object.fromEntries(
          planning.outlets.map((outlet) => {
            const cell = row.outlets[outlet.id];
            return [outlet.id, { inhand: cell?.inhand ?? 0, planned: cell?.planned ?? 0 }];
          }),
        ),
        total: row.total,
      })),
    };
    exporter.mutate(request, {
      onSuccess: (name) => notice.success(`Exported ${name}`),
      onError: (caught) => notice.error(`Something went wrong! ${toApiError(caught).message}`),
    });
  };

  const header = (
    <TeamPageHeading
      title={TITLE}
      team={team}
      date={formatBusinessDay(businessDay())}
      extra={urgent ? <Tag color="red">Urgent</Tag> : null}
    >
      {urgent ? (
        <Typography.Paragraph style={{ margin: '8px 0 0' }}>
          Urgent planning lists the items an outlet holds less of than its minimum stock.
        </Typography.Paragraph>
      ) : null}
    </TeamPageHeading>
  );

  if (data.isError) {
    return (
      <>
        {header}
        <LoadError what="the planning list" error={data.error} onRetry={() => data.refetch()} />
      </>
    );
  }
  if (!planning) {
    return (
      <>
        {header}
        <LoadingBlock label="Loading the planning list" />
      </>
    );
  }
  if (rows.length === 0) {
    const title =
      planning.productCount === 0
        ? 'This team has no products to plan'
        : urgent
          ? 'No item is below its minimum stock'
          : 'Everything is planned for today';
    return (
      <>
        {noticeHolder}
        {header}
        <Result status={planning.productCount === 0 ? 'info' : 'success'} title={title} />
      </>
    );
  }

  return (
    <>
      {noticeHolder}
      {header}
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search Item"
          aria-label="Search Item"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={exportSheet}>
          Export as XLS
        </Button>
        <Button type="primary" disabled={selectedRows.length === 0} onClick={openConfirm}>
          Submit
        </Button>
        <Typography.Text type="secondary" role="status" aria-label="Typed plan">
          {draftLabel}
        </Typography.Text>
      </Flex>
      <Flex gap={16} wrap role="status" aria-label="Planning summary" style={{ marginBottom: 8 }}>
        <Typography.Text>
          {shown.length === rows.length
            ? `${rows.length} products`
            : `${shown.length} of ${rows.length} products`}
        </Typography.Text>
        <Typography.Text>{selectedRows.length} selected</Typography.Text>
        <Typography.Text>Selected total {formatQuantity(selectedTotal)}</Typography.Text>
      </Flex>
      <AbbreviationLegend items={PLANNING_LEGEND} testId="planning-legend" />
      <PlanningTable
        rows={shown}
        outlets={planning.outlets}
        colours={planning.colours}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        onRowClick={onRowClick}
        onPlan={setPlan}
        emptyText="No item matches the search"
      />
      <PlanningConfirmModal
        open={confirmDay !== null}
        dateLabel={confirmDay ? formatBusinessDay(confirmDay) : ''}
        rows={toSend}
        skipped={selectedRows.length - toSend.length}
        sending={post.isPending}
        error={submitError}
        onConfirm={confirm}
        onCancel={() => setConfirmDay(null)}
      />
    </>
  );
}

/**
 * The typed plan kept from an earlier session goes into the boxes when they first
 * appear, so it is read before the screen. A draft that cannot be read does not stop planning.
 * /planning only: urgent planning starts empty.
 */
function PlanningWithDraft({ team }: { team: TeamQuery }) {
  const draft = usePlanDraft(team.teamId);
  if (draft.isPending) return <LoadingBlock label="Loading your typed plan" />;
  return <PlanningScreen team={team} urgent={false} draft={draft.data ?? null} />;
}

/** /planning and /urgent-planning: the morning plan of a production team for the four outlets. */
export function PlanningPage({ urgent, team }: { urgent: boolean; team: TeamQuery }) {
  return urgent ? (
    <PlanningScreen key={`${team.teamId}:${team.teamName}`} team={team} urgent draft={null} />
  ) : (
    <PlanningWithDraft key={`${team.teamId}:${team.teamName}`} team={team} />
  );
}
