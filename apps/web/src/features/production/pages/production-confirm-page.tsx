// PLACEHOLDER: a helper replaces this file with the page.
export function ProductionConfirmPage() {
  return <p>Coming soon</p>;
}
