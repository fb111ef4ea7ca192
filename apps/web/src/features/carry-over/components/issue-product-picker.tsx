import type { IssueProduct } from '@kadai/contract';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useIssueProducts } from '../api/search-issue-products.ts';

const labelOf = (product: IssueProduct) => [product.name, product.variantName].filter(Boolean).join(' ');

/** A product chosen by typing part of its name or id; the list comes from the server as you type. */
export function IssueProductPicker(props: {
  ariaLabel: string;
  value: IssueProduct | null;
  onChange: (product: IssueProduct) => void;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const found = useIssueProducts(deferred);
  const products = found.data ?? [];
  const options = products.map((product) => ({ value: product.id, label: labelOf(product) }));
  if (props.value && !products.some((product) => product.id === props.value?.id)) {
    options.unshift({ value: props.value.id, label: labelOf(props.value) });
  }
  return (
    <Select
      aria-label={props.ariaLabel}
      placeholder="Type a product's name"
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      value={props.value?.id}
      options={options}
      loading={found.isFetching}
      notFoundContent={deferred.trim().length < 2 ? 'Type two letters or more' : 'No product matches'}
      onChange={(id: string) => {
        const product = products.find((p) => p.id === id);
        if (product) props.onChange(product);
        setSearch('');
      }}
      style={{ width: '100%', minWidth: 180 }}
    />
  );
}
