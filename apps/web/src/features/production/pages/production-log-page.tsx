// PLACEHOLDER: a helper replaces this file with the page.
export function ProductionLogPage() {
  return <p>Coming soon</p>;
}
