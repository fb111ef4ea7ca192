import {
  businessDay,
  RECEIVABLES_LIMIT,
  type ReceivableRow,
  type ReceivablesQueryInput,
} from '@kadai/contract';
import { Alert, App, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../../components/load-error.tsx';
import { CustomerDrawer } from '../../customers/components/customer-drawer.tsx';
import { CustomerFormModal } from '../../customers/components/customer-form-modal.tsx';
import { useReceivables } from '../api/list-receivables.ts';
import { ReceivablesFilters } from '../components/receivables-filters.tsx';
import { ReceivablesTable } from '../components/receivables-table.tsx';
import { addKnownGroups, describeReceivablesCount } from '../utils/receivables-query.ts';

/** The groups seen so far: a group filter must not lose its other choices once one is chosen. */
function useKnownGroups(rows: readonly ReceivableRow[] | undefined): readonly string[] {
  const [groups, setGroups] = useState<readonly string[]>([]);
  useEffect(() => {
    if (rows) setGroups((known) => addKnownGroups(known, rows));
  }, [rows]);
  return groups;
}

/**
 * /customers-outstanding?page=customers-outstanding (operations.md §2, §9): what each customer owes
 * as of a day, with ageing, for finance to chase; a customer opens beside the list.
 */
export function ReceivablesPage() {
  return (
    // App gives messages and dialogs a home inside the page's theme.
    <App>
      <Receivables />
    </App>
  );
}

function Receivables() {
  const [query, setQuery] = useState<ReceivablesQueryInput>({ asOf: businessDay() });
  const [openCustomerId, setOpenCustomerId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const list = useReceivables({ ...query, limit: RECEIVABLES_LIMIT });
  const groups = useKnownGroups(list.data?.rows);

  return (
    <section>
      {/* An h2 under the frame's h1, so a screen reader's outline has one top heading, at the h3 size it had. */}
      <Typography.Title
        level={2}
        style={{ display: 'flex', alignItems: 'baseline', gap: 12, flexWrap: 'wrap', fontSize: 24 }}
      >
        Receivables
        {list.data && (
          <Typography.Text
            type="secondary"
            style={{ fontSize: 14, fontWeight: 'normal' }}
            data-testid="receivables-count"
          >
            {describeReceivablesCount(list.data.rows.length, list.data.asOf)}
          </Typography.Text>
        )}
      </Typography.Title>
      <ReceivablesFilters
        query={query}
        groups={groups}
        onChange={setQuery}
        onAddCustomer={() => setAdding(true)}
      />
      {list.error && (
        <LoadError
          what="the receivables"
          error={list.error}
          onRetry={() => void list.refetch()}
          style={{ marginBottom: 16 }}
        />
      )}
      {list.data?.truncated && (
        <Alert
          type="warning"
          showIcon
          title={`More than ${RECEIVABLES_LIMIT} customers match: search or filter to see the others.`}
          style={{ marginBottom: 16 }}
        />
      )}
      <ReceivablesTable
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        onOpen={setOpenCustomerId}
      />
      <CustomerDrawer customerId={openCustomerId} groups={groups} onClose={() => setOpenCustomerId(null)} />
      {adding && (
        <CustomerFormModal
          customer={null}
          groups={groups}
          onClose={() => setAdding(false)}
          onSaved={(customer) => {
            setAdding(false);
            setOpenCustomerId(customer.id);
          }}
        />
      )}
    </section>
  );
}
