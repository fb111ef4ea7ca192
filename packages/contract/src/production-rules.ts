import { formatBusinessDay } from './business-time.ts';
import { sumQuantities } from './money.ts';

/**
 * §9: the team id from a team name, by substring. The older system compared case-sensitively, so
 * 'Baking' fell through to Snacks; the intent (a name containing "baking") is kept, ignoring case.
 */
export function teamIdFromName(teamName: string): 'kitchen' | 'groceries' | 'baking' | 'snacks' {
  const name = teamName.toLowerCase();
  if (name.includes('kitchen')) return 'kitchen';
  if (name.includes('grocer')) return 'groceries';
  if (name.includes('baking')) return 'baking';
  return 'snacks';
}

/** A weight in the variant text: '500 g', '1 kg', '1.5kg', '250 gm', '200 grams'. */
const WEIGHT = /\d+(?:\.\d+)?\s*(?:kg|kgs|g|gm|gms|gram|grams)\b/i;

/** §9: the unit from the variant text: a weight gives kg, anything else (6 pcs, Box, Large) pc. */
export function unitFromVariant(variant: string): 'kg' | 'pc' {
  return WEIGHT.test(variant) ? 'kg' : 'pc';
}

/** A variant's weight in kilograms ('500 g' → 0.5, '1.5kg' → 1.5), or null when it names none. */
export function variantKilograms(variant: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(kg|kgs|g|gm|gms|gram|grams)\b/i.exec(variant);
  if (!match) return null;
  const amount = Number(match[1]);
  return /^kg/i.test(match[2] ?? '') ? amount : amount / 1000;
}

/**
 * A production quantity says what it counts: packs of the variant, with their weight when the
 * variant has one — '30 × 500 g (15 kg)', '12 × 6 pcs', '14 pc' without a variant. The operations.md §9 unit
 * ('kg' for a weighed variant) named the pack's unit, not the count's: 30 packs of Avial read as
 * '30 kg', and a cook made twice the Avial.
 */
export function describePackQuantity(quantity: number, variant: string): string {
  const count = trimNumber(quantity);
  const pack = variant.trim();
  if (!pack) return `${count} pc`;
  const kilograms = variantKilograms(pack);
  return kilograms === null
    ? `${count} × ${pack}`
    : `${count} × ${pack} (${trimNumber(quantity * kilograms)} kg)`;
}

/** Two decimals at most, no trailing zeros: 2.5, 0.1, 12. */
function trimNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * §9, Wt or pc: a single quantity reads as a weight at 0.1 kg a unit ('2.5 kg' for 25); several
 * quantities (one per outlet) read as their sum in pieces ('25 pc').
 */
export function weightOrPc(quantities: readonly number[]): string {
  if (quantities.length === 1) return `${trimNumber((quantities[0] ?? 0) * 0.1)} kg`;
  return `${trimNumber(sumQuantities(quantities))} pc`;
}

/** §9: the production log's batch id, DD-MM-YYYY_{teamName}, for a business day (YYYY-MM-DD). */
export function productionLogBatchId(day: string, teamName: string): string {
  return `${formatBusinessDay(day)}_${teamName}`;
}

/** The batch id of a day's planning for a team; planning's batch_order counts the day's plans. */
export function planningBatchId(day: string, teamName: string): string {
  return `${formatBusinessDay(day)}_${teamName}_planning`;
}

/** §9: product type tags cycle through eleven colours (antd's preset names). */
export const TAG_COLOURS = [
  'magenta',
  'red',
  'volcano',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
] as const;

/** The same product type gets the same colour on every screen: colours follow the sorted type names. */
export function tagColours(productTypes: Iterable<string>): Map<string, string> {
  const sorted = [...new Set(productTypes)].sort((a, b) => a.localeCompare(b));
  return new Map(sorted.map((type, index) => [type, TAG_COLOURS[index % TAG_COLOURS.length] as string]));
}

export type ExportKind = 'Planning' | 'Urgent_Planning' | 'Production_Schedule' | 'Production_Plan';

/**
 * §9: xlsx file names carry the date and the team: 'Production_Schedule_22-11-2026_Kitchen.xlsx'.
 * A production batch adds its number ('…_Kitchen_P2.xlsx'): P1's and P2's sheets never share a name.
 */
export function exportFileName(options: {
  kind: ExportKind;
  day: string;
  teamName: string;
  batch?: number | undefined;
}): string {
  // \p{M}: Tamil and other Indic letters carry vowel signs that are marks, not letters.
  const team = options.teamName.replace(/[^\p{L}\p{M}\p{N}]+/gu, '_').replace(/^_|_$/g, '') || 'team';
  const batch = options.batch ? `_P${options.batch}` : '';
  return `${options.kind}_${formatBusinessDay(options.day)}_${team}${batch}.xlsx`;
}
