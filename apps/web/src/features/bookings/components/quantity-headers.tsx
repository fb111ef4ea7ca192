import { BOOKING_QUANTITY_LABELS, BOOKING_QUANTITY_MEANINGS } from '@kadai/contract';
import { Abbr } from '../../../components/abbreviation-legend.tsx';

/** The K and W column headings, each explained on hover. */
export const K_HEADER = <Abbr abbr={BOOKING_QUANTITY_LABELS.k} meaning={BOOKING_QUANTITY_MEANINGS.k} />;
export const W_HEADER = <Abbr abbr={BOOKING_QUANTITY_LABELS.w} meaning={BOOKING_QUANTITY_MEANINGS.w} />;
