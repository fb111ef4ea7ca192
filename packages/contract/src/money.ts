const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});

/** ₹1,234.50 — Indian grouping, the rupee sign. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
