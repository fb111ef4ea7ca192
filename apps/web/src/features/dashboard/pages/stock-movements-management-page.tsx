// PLACEHOLDER: replaced by the page being built in this change.
export function StockMovementsManagementPage(_props: { unpaidOnly?: boolean }) {
  return <p>StockMovementsManagementPage</p>;
}
