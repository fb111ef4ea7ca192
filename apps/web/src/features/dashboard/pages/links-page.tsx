// PLACEHOLDER: replaced by the page being built in this change.
export function LinksPage(_props: { unpaidOnly?: boolean }) {
  return <p>LinksPage</p>;
}
