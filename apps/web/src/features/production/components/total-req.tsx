import { SCHEDULE_ABBREVIATIONS } from '@kadai/contract';
import { Abbr, AbbreviationLegend } from '../../../components/abbreviation-legend.tsx';

const TOTAL_REQ = { abbr: 'Total Req', meaning: SCHEDULE_ABBREVIATIONS['Total Req'] } as const;

/** The schedule tables' "Total Req" header: the words as the spec writes them, the meaning in its title. */
export function TotalReqTitle() {
  return <Abbr {...TOTAL_REQ} />;
}

/** What "Total Req" means, said on the page beside the table (a title is never seen on a phone). */
export function TotalReqLegend({ testId }: { testId: string }) {
  return <AbbreviationLegend items={[TOTAL_REQ]} testId={testId} />;
}
