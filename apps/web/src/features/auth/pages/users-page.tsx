// PLACEHOLDER: replaced by the page being built in this change.
export function UsersPage(_props: { unpaidOnly?: boolean }) {
  return <p>UsersPage</p>;
}
