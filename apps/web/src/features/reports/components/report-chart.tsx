import type { CSSProperties, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

/** A chart with its caption, as wide as the page allows (a phone too) and a fixed height. */
export function ReportChart({
  title,
  children,
  empty,
}: {
  title: string;
  children: ReactNode;
  empty: boolean;
}) {
  return (
    <figure aria-label={title} style={{ margin: 0, minWidth: 0, flex: '1 1 340px' }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{title}</figcaption>
      {empty ? (
        <p style={{ color: 'rgba(0,0,0,0.6)' /* 4.5:1 on the page's green-grey, readable to weak eyes */ }}>
          Nothing to show for this period.
        </p>
      ) : (
        <ResponsiveContainer width="100%" height={260}>
          {children as never}
        </ResponsiveContainer>
      )}
    </figure>
  );
}

/** Colours that stay apart for the common kinds of colour blindness (Okabe–Ito). */
export const SERIES_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9', '#F0E442'];

/**
 * The charts side by side, wrapping on a phone. A plain style rather than antd's Flex: the charts'
 * chunk then shares no antd module with the customer's page, which would split one off for both.
 */
export const CHARTS_ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 24, marginBottom: 16 };
