import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { businessDay, customerGroupLabel, type ReceivablesQueryInput } from '@kadai/contract';
import { Button, Flex, Grid, Input, Select } from 'antd';
import { useState } from 'react';
import { useStores } from '../../../organisation/index.ts';
import { exportReceivablesUrl } from '../api/list-receivables.ts';
import { queryAsOf, querySearch } from '../utils/receivables-query.ts';

/**
 * As of (a business day, today by default), search by name, mobile or e-mail, group and store;
 * Export downloads what the filters select. On a phone each control takes the full width.
 */
export function ReceivablesFilters(props: {
  query: ReceivablesQueryInput;
  groups: readonly string[];
  onChange: (query: ReceivablesQueryInput) => void;
  onAddCustomer: () => void;
}) {
  const { query, onChange } = props;
  const stores = useStores();
  const phone = !Grid.useBreakpoint().sm;
  const width = (desktop: number) => ({ width: phone ? '100%' : desktop });
  const [search, setSearch] = useState(query.search ?? '');

  return (
    <Flex wrap gap={8} vertical={phone} style={{ marginBottom: 16 }}>
      <Input
        aria-label="As of"
        type="date"
        addonBefore="As of"
        value={query.asOf ?? businessDay()}
        max={businessDay()}
        onChange={(event) => onChange(queryAsOf(query, event.target.value))}
        style={width(220)}
      />
      <Input.Search
        aria-label="Search customers"
        placeholder="Name, mobile or e-mail"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => onChange(querySearch(query, value))}
        style={width(260)}
      />
      <Select
        aria-label="Filter by group"
        placeholder="Group"
        allowClear
        options={props.groups.map((group) => ({ value: group, label: customerGroupLabel(group) }))}
        value={query.groupName}
        onChange={(groupName) => onChange({ ...query, groupName })}
        style={width(210)}
      />
      <Select
        aria-label="Filter by store"
        placeholder="Store"
        allowClear
        loading={stores.isLoading}
        options={(stores.data ?? []).map((store) => ({ value: store.id, label: store.name }))}
        value={query.storeId}
        onChange={(storeId) => onChange({ ...query, storeId })}
        style={width(170)}
      />
      <Button icon={<DownloadOutlined />} href={exportReceivablesUrl(query)}>
        Export
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={props.onAddCustomer}>
        Add customer
      </Button>
    </Flex>
  );
}
