import { DownloadOutlined } from '@ant-design/icons';
import {
  businessDay,
  formatBusinessDay,
  type ScheduleRow,
  tagColours,
  unitFromVariant,
  weightOrPc,
} from '@kadai/contract';
import { Button, Empty, Flex, Modal, message, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { useExportSchedule } from '../api/export-schedule.ts';
import { useSchedules } from '../api/list-schedules.ts';
import { useSaveSchedule } from '../api/save-schedule.ts';
import { ProductPicker, productLabel } from '../components/product-picker.tsx';
import { ScheduleTable, type ScheduleTableRow } from '../components/schedule-table.tsx';
import { SubmitProblem } from '../components/submit-problem.tsx';
import { TeamPageHeading } from '../components/team-page-heading.tsx';
import { TotalReqLegend } from '../components/total-req.tsx';
import { failureDetail, useProductionAttempt } from '../hooks/use-production-attempt.ts';
import { buildPlannedProducts, useSchedulePlan } from '../hooks/use-schedule-plan.ts';
import { type TeamQuery, teamSearch } from '../hooks/use-team-query.ts';

const TITLE = 'Daily Production Schedule';

/** What the server keeps of a table row (the unit follows from the variant, operations.md §9). */
function toScheduleRow(row: ScheduleTableRow): ScheduleRow {
  return {
    product_id: row.product_id,
    name: row.name,
    variant_name: row.variant_name,
    product_type: row.product_type,
    act_req: row.act_req,
    total_plan: row.total_plan ?? 0,
    calc_weight: row.calc_weight,
    unit: unitFromVariant(row.variant_name),
  };
}

export function ProductionSchedulePage({ team }: { team: TeamQuery }) {
  const navigate = useNavigate();
  const plan = useSchedulePlan(team.teamId);
  const schedules = useSchedules(team.teamId);
  const save = useSaveSchedule();
  const exporter = useExportSchedule();
  const attempt = useProductionAttempt();
  const [notice, noticeHolder] = message.useMessage();
  // Typed Total Plans by product; a planned product without one plans its Total Req.
  const [plans, setPlans] = useState<ReadonlyMap<string, number | null>>(new Map());
  const [addedIds, setAddedIds] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<{ title?: string; detail: string } | null>(null);
  const date = formatBusinessDay(businessDay());

  const scheduledIds = useMemo(
    () => new Set((schedules.data ?? []).flatMap((s) => s.rows.map((row) => row.product_id))),
    [schedules.data],
  );
  const planned = useMemo(
    () =>
      plan.data
        ? buildPlannedProducts({
            planning: plan.data.planning,
            transport: plan.data.transport,
            scheduledProductIds: scheduledIds,
          })
        : [],
    [plan.data, scheduledIds],
  );
  const products = plan.data?.products;

  const rows = useMemo<ScheduleTableRow[]>(() => {
    const plannedRows = planned.map((product) => ({
      product_id: product.product_id,
      name: product.name,
      variant_name: product.variant_name,
      product_type: product.product_type,
      act_req: product.act_req,
      calc_weight: weightOrPc(product.quantities),
      total_plan: plans.has(product.product_id) ? (plans.get(product.product_id) ?? null) : product.act_req,
      added: false,
    }));
    const plannedIds = new Set(planned.map((product) => product.product_id));
    const byId = new Map((products ?? []).map((product) => [product.id, product]));
    const addedRows = addedIds.flatMap((id) => {
      const product = byId.get(id);
      if (!product || plannedIds.has(id)) return [];
      const totalPlan = plans.get(id) ?? null;
      return [
        {
          product_id: id,
          name: product.name,
          variant_name: product.variantName,
          product_type: product.productTypeName,
          act_req: 0,
          calc_weight: totalPlan ? weightOrPc([totalPlan]) : '',
          total_plan: totalPlan,
          added: true,
        },
      ];
    });
    return [...plannedRows, ...addedRows];
  }, [planned, products, addedIds, plans]);

  // The team's product types, so a type has the same colour here as on the other production pages.
  const colours = useMemo(
    () => tagColours([...(products ?? []).map((p) => p.productTypeName), ...rows.map((r) => r.product_type)]),
    [products, rows],
  );

  const extraOptions = useMemo(() => {
    const plannedIds = new Set(planned.map((product) => product.product_id));
    return (products ?? [])
      .filter((product) => !plannedIds.has(product.id))
      .map((product) => ({
        value: product.id,
        label: productLabel(product),
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [products, planned]);

  const chosen = rows.filter((row) => selected.includes(row.product_id));

  const setPlan = (productId: string, value: number | null) => {
    setPlans((current) => new Map(current).set(productId, value));
  };

  const chooseExtras = (ids: string[]) => {
    setAddedIds(ids);
    // A product taken out of the table is no longer selected either.
    setSelected((current) =>
      current.filter((id) => ids.includes(id) || planned.some((p) => p.product_id === id)),
    );
  };

  const request = () => ({ teamId: team.teamId, teamName: team.teamName, rows: chosen.map(toScheduleRow) });

  const askToSubmit = () => {
    const unplanned = chosen.filter((row) => !row.total_plan || row.total_plan <= 0);
    if (unplanned.length > 0) {
      const names = unplanned.map((row) => `${row.name} ${row.variant_name}`.trim()).join(', ');
      setProblem({
        title: 'Total Plan: more than 0',
        detail: `Please give a Total Plan for ${names}, or unselect ${unplanned.length === 1 ? 'it' : 'them'}.`,
      });
      return;
    }
    setProblem(null);
    setAsking(true);
  };

  const submit = () => {
    const body = request();
    save.mutate(
      { request: body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: () => {
          attempt.succeeded();
          navigate(`/production-confirm?${teamSearch(team)}`);
        },
        onError: (error) => {
          setAsking(false);
          const detail = attempt.failed(error);
          notice.error('Something went wrong!');
          setProblem({ detail });
        },
      },
    );
  };

  const exportSheet = () => {
    const withPlan = rows.filter((row) => row.total_plan && row.total_plan > 0);
    const sheetRows = (chosen.length > 0 ? chosen.filter((row) => withPlan.includes(row)) : withPlan).map(
      toScheduleRow,
    );
    if (sheetRows.length === 0) {
      notice.warning('Nothing to export yet: give the products a Total Plan first.');
      return;
    }
    exporter.mutate(
      { teamId: team.teamId, teamName: team.teamName, rows: sheetRows },
      { onError: (error) => notice.error(`Could not export the schedule: ${failureDetail(error)}`) },
    );
  };

  const loadError = plan.error ?? schedules.error;
  const nothingPlanned = plan.data !== undefined && plan.data.planning.length === 0;
  const empty = nothingPlanned ? (
    <Empty description={`Nothing is planned for ${team.teamName} today yet.`}>
      <Link to={`/planning?${teamSearch(team)}`}>Plan today's production</Link>
    </Empty>
  ) : (
    <Empty description="Everything planned today is in a production schedule.">
      <Link to={`/production-confirm?${teamSearch(team)}`}>See today's schedules</Link>
    </Empty>
  );

  return (
    <>
      {noticeHolder}
      <TeamPageHeading title={TITLE} team={team} date={date} />
      {loadError ? (
        <LoadError
          what="today's plan"
          error={loadError}
          onRetry={() => Promise.all([plan.refetch(), schedules.refetch()])}
        />
      ) : (
        <Flex vertical gap={16}>
          <Flex gap={8} wrap align="center">
            <ProductPicker
              label="Select Products to Log"
              value={addedIds}
              onChange={chooseExtras}
              options={extraOptions}
              loading={plan.isPending}
            />
            <Button icon={<DownloadOutlined />} onClick={exportSheet} loading={exporter.isPending}>
              Export as XLS
            </Button>
            <Button type="primary" disabled={chosen.length === 0} onClick={askToSubmit}>
              Submit
            </Button>
          </Flex>
          {problem && (
            <SubmitProblem title={problem.title} detail={problem.detail} onClose={() => setProblem(null)} />
          )}
          <TotalReqLegend testId="schedule-legend" />
          <ScheduleTable
            rows={rows}
            colours={colours}
            selected={selected}
            onSelect={setSelected}
            onPlanChange={setPlan}
            loading={plan.isPending || schedules.isPending}
            empty={empty}
          />
        </Flex>
      )}
      <Modal
        open={asking}
        title={`Are you sure you want to finalize Production Schedule for ${date}`}
        okText="Finalize"
        onOk={submit}
        confirmLoading={save.isPending}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <Typography.Paragraph strong>This action cannot be reversed</Typography.Paragraph>
        <Typography.Paragraph>
          {chosen.length} {chosen.length === 1 ? 'product' : 'products'} go to the production schedule of{' '}
          {team.teamName}.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
