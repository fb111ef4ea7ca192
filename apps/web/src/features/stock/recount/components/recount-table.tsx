import { COUNT_LINE_STATE_LABELS, formatStockQuantity, type Recount, type RecountRow } from '@kadai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Form, Grid, InputNumber, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { KeptSaveNotice } from '../../../../components/kept-save-notice.tsx';
import { CardTable } from '../../../../components/row-cards.tsx';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { useKeptStaffSave } from '../../../../lib/use-kept-staff-save.ts';
import { useStaffOutbox } from '../../../../lib/use-staff-outbox.ts';
import { productLabel, quantityColumn } from '../../stock-labels.ts';
import { recountQueryKey } from '../api/get-recount.ts';
import { useSaveCountLine } from '../api/save-count-line.ts';
import { countDifference, needsApproval, signedQuantity } from '../utils/count-difference.ts';
import { withoutKey } from '../utils/without-key.ts';

/** Sl, Product, Product Type, Stock, Actual (§2), and the difference the count will post. */
export function RecountTable(props: {
  recount: Recount;
  rows: readonly RecountRow[];
  onFailure: (error: Error) => void;
}) {
  const { recount } = props;
  const queryClient = useQueryClient();
  const save = useSaveCountLine(recount.count?.id ?? 0);
  // What was typed and not yet saved, by product.
  const [typed, setTyped] = useState<ReadonlyMap<string, number | null>>(new Map());
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  // On a phone the product stays in view while the boxes are typed in, as a storekeeper scrolls
  // sideways with a thumb: Sl and Product Type fold into the product's cell, pinned to the left.
  const narrow = !Grid.useBreakpoint().md;
  // Figures kept on the phone stay typed in their boxes; once the shop has them the refreshed count
  // shows them (a box typed in since keeps what it holds).
  const keptFigures = useRef(new Map<string, number | null>());
  const kept = useKeptStaffSave(
    useCallback(() => {
      const landed = keptFigures.current;
      keptFigures.current = new Map();
      setTyped((current) => new Map([...current].filter(([id, value]) => landed.get(id) !== value)));
    }, []),
  );

  // A figure the shop refused (its stock moved since it was counted) leaves its box, so that leaving
  // the box does not send it again against the new stock; what was typed stays in the list at the
  // top, or under the box. The box is drawn anew: the number input keeps its text while focused.
  const [redrawn, setRedrawn] = useState<ReadonlyMap<string, number>>(new Map());
  const forgetFigures = useCallback((figures: ReadonlyMap<string, number | null | undefined>) => {
    setTyped((current) => new Map([...current].filter(([id, value]) => figures.get(id) !== value)));
    setRedrawn((current) => {
      const next = new Map(current);
      for (const id of figures.keys()) next.set(id, (next.get(id) ?? 0) + 1);
      return next;
    });
  }, []);
  const keptSaves = useRef(new Map<string, string>());
  const outbox = useStaffOutbox();
  useEffect(() => {
    const refused = [...keptSaves.current].filter(([, id]) =>
      outbox.some((entry) => entry.id === id && entry.state === 'refused'),
    );
    if (refused.length === 0) return;
    const figures = new Map(refused.map(([productId]) => [productId, keptFigures.current.get(productId)]));
    for (const productId of figures.keys()) {
      keptSaves.current.delete(productId);
      keptFigures.current.delete(productId);
    }
    forgetFigures(figures);
  }, [outbox, forgetFigures]);

  const shownCount = (row: RecountRow) =>
    typed.has(row.productId) ? (typed.get(row.productId) ?? null) : row.counted;

  const commit = (row: RecountRow) => {
    if (!recount.count || !typed.has(row.productId)) return;
    const counted = typed.get(row.productId) ?? null;
    if (counted === row.counted) {
      setTyped((current) => withoutKey(current, row.productId));
      return;
    }
    setSaving((current) => new Set(current).add(row.productId));
    const label = productLabel(row);
    save.mutate(
      {
        // The Stock on screen as it was counted: the shop refuses the line if it has moved since.
        request: { productId: row.productId, counted, stockSeen: row.stock },
        kept: {
          label: `Recount — ${label} at ${recount.outletName}`,
          typed: [`${label}: ${counted === null ? 'cleared' : formatStockQuantity(counted, row.unit)}`],
        },
      },
      {
        onSuccess: (outcome) => {
          if ('kept' in outcome) {
            keptFigures.current.set(row.productId, counted);
            keptSaves.current.set(row.productId, outcome.kept.id);
            return kept.track(outcome.kept.id);
          }
          const saved = outcome.sent;
          queryClient.setQueryData<Recount>([...recountQueryKey, recount.outletId], (current) =>
            current
              ? { ...current, rows: current.rows.map((r) => (r.productId === saved.productId ? saved : r)) }
              : current,
          );
          // Typed again while it saved: keep the newer figure for the next save.
          setTyped((current) =>
            current.get(row.productId) === counted ? withoutKey(current, row.productId) : current,
          );
          setRowErrors((current) => withoutKey(current, row.productId));
        },
        onError: (error) => {
          setRowErrors((current) => new Map(current).set(row.productId, error.message));
          if (!isApiRequestError(error) || error.status !== 400) props.onFailure(error);
          // Refused because the stock moved (or the count closed): the figure is not sent again by
          // leaving the box, and the stock it must be counted against is read afresh.
          if (isApiRequestError(error) && error.status === 409) {
            forgetFigures(new Map([[row.productId, counted]]));
            void queryClient.invalidateQueries({ queryKey: recountQueryKey });
          }
        },
        onSettled: () => setSaving((current) => withoutKey(current, row.productId)),
      },
    );
  };

  return (
    <>
      <KeptSaveNotice kept={kept} style={{ marginBottom: 16 }} />
      <CardTable<RecountRow>
        cardTitle="product"
        cardHidden={['sl']}
        rowKey="productId"
        dataSource={props.rows}
        pagination={props.rows.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        size="middle"
        columns={[
          ...(narrow
            ? []
            : [
                {
                  title: 'Sl',
                  key: 'sl',
                  width: 48,
                  render: (_v: unknown, _row: RecountRow, index: number) => index + 1,
                },
              ]),
          {
            title: 'Product',
            key: 'product',
            fixed: narrow ? 'left' : undefined,
            width: narrow ? 120 : undefined,
            render: (_v, row) =>
              narrow ? (
                <Flex vertical>
                  <span>{productLabel(row)}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.productType}
                  </Typography.Text>
                </Flex>
              ) : (
                productLabel(row)
              ),
          },
          ...(narrow ? [] : [{ title: 'Product Type', dataIndex: 'productType', key: 'productType' }]),
          quantityColumn<RecountRow>('Stock', 'stock', (row) => row.stock),
          {
            title: 'Actual',
            key: 'actual',
            render: (_v, row) =>
              row.state === 'awaiting-approval' ? (
                <Flex vertical>
                  <span>{formatStockQuantity(row.counted ?? 0, row.unit)}</span>
                  <Tag color="warning">{COUNT_LINE_STATE_LABELS['awaiting-approval']}</Tag>
                </Flex>
              ) : (
                <Form.Item
                  style={{ margin: 0, minWidth: narrow ? 92 : 130 }}
                  validateStatus={rowErrors.has(row.productId) ? 'error' : undefined}
                  help={rowErrors.get(row.productId)}
                >
                  <InputNumber
                    key={redrawn.get(row.productId) ?? 0}
                    aria-label={`Actual for ${productLabel(row)}`}
                    size="large"
                    min={0}
                    max={1_000_000}
                    precision={row.unit === 'pc' ? 0 : undefined}
                    disabled={!recount.count}
                    placeholder={recount.count ? 'Count' : undefined}
                    value={shownCount(row)}
                    onChange={(value) =>
                      setTyped((current) =>
                        new Map(current).set(row.productId, typeof value === 'number' ? value : null),
                      )
                    }
                    onBlur={() => commit(row)}
                    onPressEnter={() => commit(row)}
                    style={{ width: narrow ? 88 : 110 }}
                  />
                </Form.Item>
              ),
          },
          {
            title: 'Difference',
            key: 'difference',
            align: 'right',
            render: (_v, row) => {
              if (saving.has(row.productId))
                return <Typography.Text type="secondary">Saving…</Typography.Text>;
              const difference = countDifference(row);
              if (difference === null || typed.has(row.productId)) return null;
              const above = needsApproval(difference, recount.approvalAbove);
              return (
                <Flex vertical align="flex-end">
                  <Typography.Text type={difference === 0 ? 'success' : above ? 'warning' : undefined}>
                    {signedQuantity(difference, row.unit)}
                  </Typography.Text>
                  {above && row.state === 'counting' && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      needs approval
                    </Typography.Text>
                  )}
                </Flex>
              );
            },
          },
        ]}
      />
    </>
  );
}
