import { SearchInput } from '../../../components/plain/search-input.tsx';

export function CatalogueSearch(props: { value: string; onChange: (value: string) => void }) {
  return (
    <SearchInput
      className="catalogue-search"
      label="Search items"
      placeholder="Search all items, e.g. tomato, ghee, laddu"
      value={props.value}
      onChange={props.onChange}
    />
  );
}
