const DAY_MS = 86_400_000;

/** The day `days` before `day`, both as YYYY-MM-DD: a period's first day, counted back from its last. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}
