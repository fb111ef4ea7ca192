/** The next-morning promise (ordering.md §1), said the way a neighbourhood shop would. */
export function DeliveryNote() {
  return (
    <p className="delivery-note">
      <svg className="delivery-note__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" fill="currentColor" />
      </svg>
      <span>
        <strong>Order tonight, get it delivered tomorrow morning.</strong> Everything placed by night is
        packed fresh and on its way to you — or ready at your store — the next morning.
      </span>
    </p>
  );
}
