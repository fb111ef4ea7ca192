// PLACEHOLDER: replaced by the page being built in this change.
export function CatalogueAdminPage(_props: { unpaidOnly?: boolean }) {
  return <p>CatalogueAdminPage</p>;
}
