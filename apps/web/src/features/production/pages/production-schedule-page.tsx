// PLACEHOLDER: a helper replaces this file with the page.
export function ProductionSchedulePage() {
  return <p>Coming soon</p>;
}
