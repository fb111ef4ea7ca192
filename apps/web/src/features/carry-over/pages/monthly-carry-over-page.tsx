import { defaultCarryOverMonth } from '@kadai/contract';
import { Empty, Flex, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { useCarryOverSheet } from '../api/get-carry-over-sheet.ts';
import { useCarryOverSuppliers } from '../api/list-carry-over-suppliers.ts';
import { CarryOverForm } from '../components/carry-over-form.tsx';
import { monthChoices, monthOptions } from '../utils/month-options.ts';

export const CARRY_OVER_TITLE = 'Monthly Carry-over';

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
  const months = useMemo(() => monthOptions(), []);

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
          options={[...monthChoices(month, months)]}
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
