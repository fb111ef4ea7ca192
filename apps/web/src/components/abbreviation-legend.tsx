import { Fragment } from 'react';

export interface Abbreviation {
  abbr: string;
  meaning: string;
}

/**
 * An abbreviation the spec keeps, in a column header or caption: the letters as they are, the
 * meaning in its title for a screen reader and a pointer. The legend beside it says it for everyone.
 */
export function Abbr({ abbr, meaning }: Abbreviation) {
  return <abbr title={meaning}>{abbr}</abbr>;
}

/**
 * The page's key to its abbreviations, visible near the table or form: a hover tooltip is never
 * seen on a phone, and staff new to the screen should not have to ask.
 */
export function AbbreviationLegend(props: {
  items: readonly Abbreviation[];
  note?: string;
  testId?: string;
}) {
  return (
    <p className="abbreviation-legend" data-testid={props.testId} style={{ margin: '4px 0 8px' }}>
      {props.items.map((item, index) => (
        <Fragment key={item.abbr}>
          {index > 0 ? ' · ' : null}
          <strong>{item.abbr}</strong>: {item.meaning}
        </Fragment>
      ))}
      {props.note ? ` ${props.note}` : null}
    </p>
  );
}
