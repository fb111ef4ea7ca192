import type { ImportPlan } from './plan-import.ts';
import { OLDER_COLLECTIONS } from './read-older-export.ts';

/**
 * The report a person reads before loading: per collection what is in the file and what the load
 * creates, then every record it cannot read, one a line, as collection / document id / field: reason.
 */
export function formatImportReport(plan: ImportPlan, options: { loaded: boolean | null }): string {
  const lines: string[] = [];
  lines.push('collection      read  create  already imported  already here');
  for (const collection of OLDER_COLLECTIONS) {
    const c = plan.counts[collection];
    const create = collection === 'counter' ? '-' : String(c.create);
    lines.push(
      `${collection.padEnd(14)} ${String(c.read).padStart(5)} ${create.padStart(7)} ${String(c.alreadyImported).padStart(17)} ${String(c.existing).padStart(13)}`,
    );
  }
  const lineCount = plan.orders.reduce((n, o) => n + o.lines.length, 0);
  lines.push(
    `order lines: ${lineCount}; store bookings (one per store, kind and day): ${plan.bookings.length}`,
  );
  if (plan.visitCounter !== null) {
    lines.push(
      `page-visit counter: ${plan.visitCounter} (not loaded: new order numbers come from order_number_seq)`,
    );
  }
  const highest = plan.orders.length > 0 ? Math.max(...plan.orders.map((o) => o.values.id)) : null;
  if (highest !== null) lines.push(`new orders will be numbered from ${highest + 1}`);
  if (plan.ignored.length > 0) lines.push(`collections not imported (unknown): ${plan.ignored.join(', ')}`);
  if (plan.problems.length > 0) {
    lines.push(
      '',
      `${plan.problems.length} record(s) cannot be read; nothing is loaded until they are fixed:`,
    );
    for (const p of plan.problems) {
      lines.push(`  ${p.collection} / ${p.id || '-'} / ${p.field || '-'}: ${p.reason}`);
    }
  }
  lines.push(
    '',
    options.loaded === null
      ? plan.problems.length > 0
        ? 'Dry run: nothing written.'
        : 'Dry run: nothing written. Run again with --apply to load.'
      : options.loaded
        ? Object.values(plan.counts).some((c) => c.create > 0)
          ? 'Loaded.'
          : 'Loaded: nothing new, everything was imported before.'
        : 'Not loaded: nothing written.',
  );
  return lines.join('\n');
}
