import {
  addMonths,
  businessDay,
  CARRY_OVER_MESSAGES,
  CARRY_OVER_SECTIONS,
  type CarryOverEntry,
  type CarryOverSection,
  type CarryOverSheet,
  carryOverRowsToSend,
  defaultCarryOverMonth,
  formatBusinessDay,
  formatMonth,
  monthOfDay,
} from '@kadai/contract';
import {
  Alert,
  Button,
  Empty,
  Flex,
  Input,
  InputNumber,
  Modal,
  message,
  Select,
  Table,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useCarryOverSheet } from '../api/get-carry-over-sheet.ts';
import { useCarryOverSuppliers } from '../api/list-carry-over-suppliers.ts';
import { useSaveCarryOver } from '../api/save-carry-over.ts';

export const CARRY_OVER_TITLE = 'Monthly Carry-over';

/** The months to choose from: the last twelve and this one, newest first. */
function monthOptions(): { value: string; label: string }[] {
  const current = monthOfDay(businessDay());
  return Array.from({ length: 13 }, (_, index) => {
    const month = addMonths(current, -index);
    return { value: month, label: formatMonth(month) };
  });
}

interface EditRow {
  key: string;
  productId: string;
  label: string;
  ledgerClosing: number;
  quantity: number;
  unit: string;
  section: CarryOverSection;
}

const rowsOf = (sheet: CarryOverSheet): EditRow[] =>
  sheet.rows.map((row) => ({
    key: `${row.productId}|${row.section}`,
    productId: row.productId,
    label: [row.productName, row.variantName].filter(Boolean).join(' '),
    ledgerClosing: row.ledgerClosing,
    quantity: row.quantity,
    unit: row.unit,
    section: row.section,
  }));

/**
 * Monthly carry-over (operations.md §2, §5; decision 018): counted closing stock by supplier,
 * product and section, prefilled from the ledger. Month and supplier live in the address, so the
 * reload after saving shows the same month, now closed.
 */
export function MonthlyCarryOverPage() {
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? defaultCarryOverMonth();
  const supplierId = params.get('supplierId');
  const suppliers = useCarryOverSuppliers();
  const sheet = useCarryOverSheet({ month, supplierId });
  const months = useMemo(monthOptions, []);

  const choose = (key: 'month' | 'supplierId', value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <header style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {CARRY_OVER_TITLE}
        </Typography.Title>
        <Typography.Text type="secondary">
          What the warehouse holds at the month's end. Saving closes the month: its quantities open the next.
        </Typography.Text>
      </header>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Month"
          value={month}
          options={
            months.some((m) => m.value === month)
              ? months
              : [{ value: month, label: formatMonth(month) }, ...months]
          }
          onChange={(value) => choose('month', value)}
          style={{ minWidth: 170 }}
          size="large"
        />
        <Select
          aria-label="Supplier"
          placeholder="Choose a supplier"
          value={supplierId ?? undefined}
          loading={suppliers.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(value) => choose('supplierId', value)}
          style={{ minWidth: 220, flex: '1 1 220px', maxWidth: 360 }}
          size="large"
        />
      </Flex>
      {suppliers.isError && (
        <LoadError what="the suppliers" error={suppliers.error} onRetry={() => suppliers.refetch()} />
      )}
      {supplierId === null ? (
        <Empty description="Choose a supplier to count their products." />
      ) : sheet.isError ? (
        <LoadError what="the carry-over" error={sheet.error} onRetry={() => sheet.refetch()} />
      ) : sheet.isPending ? (
        <LoadingBlock label="Loading the closing stock" />
      ) : (
        <CarryOverForm key={`${month}|${supplierId}|${sheet.dataUpdatedAt}`} sheet={sheet.data} />
      )}
    </>
  );
}

function CarryOverForm({ sheet }: { sheet: CarryOverSheet }) {
  const [rows, setRows] = useState<EditRow[]>(() => rowsOf(sheet));
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveCarryOver();
  const readOnly = !sheet.canSave;

  const update = (key: string, change: Partial<EditRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const addSection = (row: EditRow) =>
    setRows((all) => {
      const used = new Set(all.filter((r) => r.productId === row.productId).map((r) => r.section));
      const section = CARRY_OVER_SECTIONS.find((s) => !used.has(s));
      if (!section) return all;
      const index = all.findIndex((r) => r.key === row.key);
      const added: EditRow = {
        ...row,
        key: `${row.productId}|${section}|${all.length}`,
        section,
        quantity: 0,
      };
      return [...all.slice(0, index + 1), added, ...all.slice(index + 1)];
    });

  const onSave = () => {
    setFailure(null);
    const seen = new Set<string>();
    for (const row of carryOverRowsToSend(rows)) {
      const key = `${row.productId}|${row.section}`;
      if (seen.has(key)) {
        setFailure(`${row.label} is listed twice in ${row.section}`);
        return;
      }
      seen.add(key);
    }
    const entries: CarryOverEntry[] = carryOverRowsToSend(rows).map((row) => ({
      product_id: row.productId,
      supplier_id: sheet.supplierId,
      quantity: row.quantity,
      unit: row.unit.trim() || 'packs',
      section: row.section,
      name: row.label,
    }));
    if (entries.length === 0) {
      notice.warning(CARRY_OVER_MESSAGES.nothingToSave);
      return;
    }
    modal.confirm({
      title: CARRY_OVER_MESSAGES.confirmTitle,
      content: `Saving ${entries.length} ${entries.length === 1 ? 'row' : 'rows'} closes ${formatMonth(sheet.month)}: no stock can move on or before ${formatBusinessDay(sheet.lastDay)} afterwards, and its quantities open the next month. Products left at 0 are carried as 0.`,
      okText: 'Save and close the month',
      cancelText: 'Cancel',
      onOk: () =>
        save.mutateAsync({ month: sheet.month, entries }).then(
          () => window.location.reload(),
          (error: Error) => setFailure(isApiRequestError(error) ? error.message : error.message),
        ),
    });
  };

  return (
    <>
      {noticeHolder}
      {modalHolder}
      {sheet.closed && (
        <Alert
          type="info"
          showIcon
          title={`${formatMonth(sheet.month)} is closed`}
          description={`Closed by ${sheet.closed.closedByName} on ${formatDateTime(sheet.closed.closedAt)}.${
            sheet.carried
              ? ` This supplier was carried over by ${sheet.carried.postedByName} on ${formatDateTime(sheet.carried.postedAt)}.`
              : ''
          }`}
          style={{ marginBottom: 16 }}
        />
      )}
      {!sheet.carried && sheet.cannotSaveReason && (
        <Alert type="warning" showIcon title={sheet.cannotSaveReason} style={{ marginBottom: 16 }} />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setFailure(null) }}
          title={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      {rows.length === 0 ? (
        <Empty description="This supplier has no products." />
      ) : (
        <Table<EditRow>
          rowKey="key"
          dataSource={rows}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Product', dataIndex: 'label', key: 'label', width: 200 },
            {
              title: 'Closing (books)',
              key: 'ledgerClosing',
              align: 'right',
              render: (_, row) => row.ledgerClosing,
            },
            {
              title: 'Quantity',
              key: 'quantity',
              render: (_, row) =>
                readOnly ? (
                  row.quantity
                ) : (
                  <InputNumber
                    aria-label={`${row.label} ${row.section} quantity`}
                    min={0}
                    step={1}
                    value={row.quantity}
                    onChange={(value) => update(row.key, { quantity: typeof value === 'number' ? value : 0 })}
                    style={{ width: 96 }}
                  />
                ),
            },
            {
              title: 'Unit',
              key: 'unit',
              render: (_, row) =>
                readOnly ? (
                  row.unit
                ) : (
                  <Input
                    aria-label={`${row.label} ${row.section} unit`}
                    value={row.unit}
                    maxLength={40}
                    onChange={(event) => update(row.key, { unit: event.target.value })}
                    style={{ width: 72 }}
                  />
                ),
            },
            {
              title: 'Section',
              key: 'section',
              render: (_, row) =>
                readOnly ? (
                  row.section
                ) : (
                  <Flex gap={4}>
                    <Select
                      aria-label={`${row.label} section`}
                      value={row.section}
                      options={CARRY_OVER_SECTIONS.map((s) => ({ value: s, label: s }))}
                      onChange={(section) => update(row.key, { section })}
                      style={{ width: 116 }}
                    />
                    <Button aria-label={`${row.label}: add a section`} onClick={() => addSection(row)}>
                      +
                    </Button>
                  </Flex>
                ),
            },
          ]}
        />
      )}
      {!readOnly && rows.length > 0 && (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Button type="primary" size="large" loading={save.isPending} onClick={onSave}>
            Save
          </Button>
        </Flex>
      )}
    </>
  );
}
