import Input from 'antd/es/input/Input';

export function CatalogueSearch(props: { value: string; onChange: (value: string) => void }) {
  return (
    <Input
      className="catalogue-search"
      type="search"
      size="large"
      allowClear
      prefix={<SearchIcon />}
      placeholder="Search all items, e.g. tomato, ghee, laddu"
      aria-label="Search items"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      onPressEnter={(event) => event.preventDefault()}
    />
  );
}

function SearchIcon() {
  return (
    <svg
      className="search-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
