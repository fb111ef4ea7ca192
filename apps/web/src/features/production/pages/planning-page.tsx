// PLACEHOLDER: a helper replaces this file with the page.
export function PlanningPage(_props: { urgent: boolean }) {
  return <p>Coming soon</p>;
}
