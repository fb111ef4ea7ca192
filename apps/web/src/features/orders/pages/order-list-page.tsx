// PLACEHOLDER: replaced by the page being built in this change.
export function OrderListPage(_props: { unpaidOnly?: boolean }) {
  return <p>OrderListPage</p>;
}
