import { Select } from 'antd';

const OPTIONS = [
  { value: 1, label: '1 · shown on the order form' },
  { value: 0, label: '0 · hidden' },
];

/** "show" (live) is stored as 1 or 0; the choice says what each means. */
export function LiveSelect(props: { value?: number; onChange?: (value: number) => void; id?: string }) {
  return <Select id={props.id} value={props.value} onChange={props.onChange} options={OPTIONS} />;
}
