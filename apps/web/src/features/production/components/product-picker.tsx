import { Select, type SelectProps } from 'antd';

/** How a product reads in the pickers: 'Name (Variant)', or the name alone. */
export function productLabel(product: { name: string; variantName: string }): string {
  return product.variantName ? `${product.name} (${product.variantName})` : product.name;
}

/** The searchable multi-select that adds a team's products to a production table. */
export function ProductPicker(props: {
  label: string;
  value: string[];
  onChange: (productIds: string[]) => void;
  options: SelectProps['options'];
  loading: boolean;
}) {
  return (
    <Select
      mode="multiple"
      aria-label={props.label}
      placeholder={props.label}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      value={props.value}
      onChange={props.onChange}
      options={props.options}
      loading={props.loading}
      style={{ flex: '1 1 240px', minWidth: 0 }}
    />
  );
}
