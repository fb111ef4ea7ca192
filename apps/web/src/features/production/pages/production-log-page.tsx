import {
  businessDay,
  describePackQuantity,
  formatBusinessDay,
  type ProductionEntryInput,
  productionLogBatchId,
  unitFromVariant,
} from '@kadai/contract';
import { Button, Flex, Modal, message, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { KeptSaveNotice } from '../../../components/kept-save-notice.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useKeptStaffSave } from '../../../lib/use-kept-staff-save.ts';
import { useSignedUser } from '../../auth/index.ts';
import { usePostProductionBatch } from '../api/post-production-batch.ts';
import { ProductPicker, productLabel } from '../components/product-picker.tsx';
import { type ProductionLogRow, ProductionLogTable } from '../components/production-log-table.tsx';
import { SubmitProblem } from '../components/submit-problem.tsx';
import { TeamPageHeading } from '../components/team-page-heading.tsx';
import { TodaysProduction } from '../components/todays-production.tsx';
import { useProductionAttempt } from '../hooks/use-production-attempt.ts';
import { useProductionProducts } from '../hooks/use-production-products.ts';
import type { TeamQuery } from '../hooks/use-team-query.ts';

const TITLE = 'Production Log';

export function ProductionLogPage({ team }: { team: TeamQuery }) {
  const catalogue = useProductionProducts(team.teamId);
  const { data: user } = useSignedUser();
  const post = usePostProductionBatch();
  const attempt = useProductionAttempt();
  const [notice, noticeHolder] = message.useMessage();
  const [picked, setPicked] = useState<string[]>([]);
  const [rows, setRows] = useState<ProductionLogRow[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [asking, setAsking] = useState<ProductionEntryInput[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const day = businessDay();
  const date = formatBusinessDay(day);
  const logged = useCallback((entries: readonly ProductionEntryInput[]) => {
    const done = new Set(entries.map((entry) => entry.product_id));
    setRows((current) => current.filter((row) => !done.has(row.product_id)));
    setSelected((current) => current.filter((id) => !done.has(id)));
  }, []);
  // What was kept offline stays on the form until the shop has it; then it leaves like a sent log.
  const [keptEntries, setKeptEntries] = useState<ProductionEntryInput[]>([]);
  const onLanded = useCallback(() => {
    logged(keptEntries);
    setKeptEntries([]);
    attempt.succeeded();
    notice.success('Production Logged!');
  }, [logged, keptEntries, attempt, notice]);
  const kept = useKeptStaffSave(onLanded);

  // Today's scheduled products first, marked, then the rest of the team's products.
  const options = useMemo(() => {
    const inTable = new Set(rows.map((row) => row.product_id));
    const products = (catalogue.data?.products ?? []).filter((product) => !inTable.has(product.id));
    const scheduled = catalogue.data?.scheduled ?? new Map<string, number>();
    const option = (product: (typeof products)[number]) => ({
      value: product.id,
      label: productLabel(product),
    });
    const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
    const today = products
      .filter((product) => scheduled.has(product.id))
      .map((product) => ({ ...option(product), label: `${productLabel(product)} · scheduled` }))
      .sort(byLabel);
    const others = products
      .filter((product) => !scheduled.has(product.id))
      .map(option)
      .sort(byLabel);
    return [
      ...(today.length > 0 ? [{ label: 'Scheduled today', title: 'Scheduled today', options: today }] : []),
      { label: 'Team products', title: 'Team products', options: others },
    ];
  }, [catalogue.data, rows]);

  const add = () => {
    const byId = new Map((catalogue.data?.products ?? []).map((product) => [product.id, product]));
    const scheduled = catalogue.data?.scheduled;
    const added = picked.flatMap((id): ProductionLogRow[] => {
      const product = byId.get(id);
      if (!product || rows.some((row) => row.product_id === id)) return [];
      const plan = scheduled?.get(id) ?? null;
      return [
        {
          product_id: id,
          name: product.name,
          variant_name: product.variantName,
          unit: unitFromVariant(product.variantName),
          produced: plan,
          scheduled: plan,
        },
      ];
    });
    setRows((current) => [...current, ...added]);
    setPicked([]);
  };

  const setProduced = (productId: string, produced: number | null) =>
    setRows((current) => current.map((row) => (row.product_id === productId ? { ...row, produced } : row)));

  const askToSubmit = () => {
    const logged = rows.filter(
      (row) => selected.includes(row.product_id) && row.produced !== null && row.produced > 0,
    );
    if (logged.length === 0) {
      setProblem(null);
      notice.warning('Select the products you made and enter a Produced quantity above 0 for each.');
      return;
    }
    const batchId = productionLogBatchId(day, team.teamName);
    setAsking(
      logged.map((row) => ({
        product_id: row.product_id,
        name: row.name,
        variant_name: row.variant_name,
        unit: row.unit,
        quantity: row.produced ?? 0,
        user_id: user?.displayName ?? null,
        folder_id: 'produced',
        batch_id: batchId,
        batch_order: 1,
        team_id: team.teamId,
      })),
    );
  };

  const submit = () => {
    if (!asking) return;
    const entries = asking;
    post.mutate(
      {
        input: { entries, idempotencyKey: attempt.keyFor(entries) },
        kept: {
          label: `${TITLE} — ${team.teamName}, ${date}`,
          typed: entries.map(
            (entry) => `${entry.name}: ${describePackQuantity(entry.quantity, entry.variant_name)}`,
          ),
        },
      },
      {
        onSuccess: (outcome) => {
          setProblem(null);
          if ('kept' in outcome) {
            setKeptEntries(entries);
            return kept.track(outcome.kept.id);
          }
          attempt.succeeded();
          kept.forget();
          logged(entries);
          notice.success('Production Logged!');
        },
        onError: (error) => {
          notice.error('Something went wrong!');
          setProblem(attempt.failed(error));
        },
        onSettled: () => setAsking(null),
      },
    );
  };

  return (
    <>
      {noticeHolder}
      <TeamPageHeading title={TITLE} team={team} date={date} />
      <Flex vertical gap={16}>
        {catalogue.isError && (
          <LoadError what="the team's products" error={catalogue.error} onRetry={() => catalogue.refetch()} />
        )}
        <Flex gap={8} wrap align="center">
          <ProductPicker
            label="Select Products"
            value={picked}
            onChange={setPicked}
            options={options}
            loading={catalogue.isPending}
          />
          <Button onClick={add} disabled={picked.length === 0}>
            Add
          </Button>
          <Button type="primary" onClick={askToSubmit} disabled={rows.length === 0}>
            Submit
          </Button>
        </Flex>
        <KeptSaveNotice kept={kept} />
        {problem && <SubmitProblem detail={problem} onClose={() => setProblem(null)} />}
        <ProductionLogTable
          rows={rows}
          selected={selected}
          onSelect={setSelected}
          onProducedChange={setProduced}
        />
        <TodaysProduction teamId={team.teamId} />
      </Flex>
      <Modal
        open={asking !== null}
        title={`Are you sure you want to finalize Planning sheet for ${date}`}
        okText="Log production"
        onOk={submit}
        confirmLoading={post.isPending}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {team.teamName} logs {asking?.length ?? 0} {asking?.length === 1 ? 'product' : 'products'} as
          produced:
        </Typography.Paragraph>
        <ul>
          {(asking ?? []).map((entry) => (
            <li key={entry.product_id}>
              {entry.name}: {describePackQuantity(entry.quantity, entry.variant_name)}
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
