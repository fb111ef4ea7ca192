import { DownloadOutlined } from '@ant-design/icons';
import {
  type AdminOrderFilters as Filters,
  ORDER_KIND_LABELS,
  ORDER_KINDS,
  ORDER_STATUSES,
  ORDER_TYPES,
} from '@kadai/contract';
import { Button, DatePicker, Flex, type GetProp, Grid, Input, Select } from 'antd';
import { memo, useState } from 'react';
import { exportOrdersUrl } from '../api/export-orders.ts';

type RangeValue = GetProp<typeof DatePicker.RangePicker, 'value'>;

const statusOptions = ORDER_STATUSES.map((status) => ({ value: status, label: status }));
const typeOptions = ORDER_TYPES.map((type) => ({ value: type, label: type }));
const kindOptions = ORDER_KINDS.map((kind) => ({ value: kind, label: ORDER_KIND_LABELS[kind] }));

/**
 * Search, date range, status, order type and kind; the export downloads what the filters select.
 * Memoised: a change to one order redraws its row, not the filter bar above the list.
 */
export const AdminOrderFilters = memo(function AdminOrderFilters(props: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const { filters, onChange } = props;
  const [range, setRange] = useState<RangeValue | null>(null);
  // On a phone the filters stack, each the full width.
  const phone = !Grid.useBreakpoint().sm;
  const width = (desktop: number) => ({ width: phone ? '100%' : desktop });
  const [search, setSearch] = useState(filters.search ?? '');

  return (
    <Flex wrap gap={8} vertical={phone} style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label="Search orders"
        placeholder="Order id, name or phone"
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={(value) => onChange({ ...filters, search: value.trim() || undefined })}
        style={width(230)}
      />
      <DatePicker.RangePicker
        aria-label="Order dates"
        value={range}
        format="DD/MM/YYYY"
        allowEmpty={[true, true]}
        style={phone ? { width: '100%' } : undefined}
        onChange={(value) => {
          setRange(value);
          onChange({
            ...filters,
            from: value?.[0]?.format('YYYY-MM-DD'),
            to: value?.[1]?.format('YYYY-MM-DD'),
          });
        }}
      />
      <Select
        aria-label="Filter by status"
        placeholder="Status"
        allowClear
        options={statusOptions}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
        style={width(150)}
      />
      <Select
        aria-label="Filter by order type"
        placeholder="Order type"
        allowClear
        options={typeOptions}
        value={filters.orderType}
        onChange={(orderType) => onChange({ ...filters, orderType })}
        style={width(190)}
      />
      <Select
        aria-label="Filter by kind"
        placeholder="Kind"
        allowClear
        options={kindOptions}
        value={filters.kind}
        onChange={(kind) => onChange({ ...filters, kind })}
        style={width(130)}
      />
      <Button icon={<DownloadOutlined />} href={exportOrdersUrl(filters)}>
        Export XLSX
      </Button>
    </Flex>
  );
});
