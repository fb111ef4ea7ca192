// PLACEHOLDER: a helper replaces this file with the page.
export function OutboxPage() {
  return <p>Coming soon</p>;
}
