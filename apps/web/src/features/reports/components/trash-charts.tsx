import { TRASH_REASON_LABELS, type TrashReport } from '@kadai/contract';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { disputesByDriver, wastageByDay } from '../utils/report-rules.ts';
import { CHARTS_ROW, ReportChart, SERIES_COLOURS } from './report-chart.tsx';

/** Wastage by reason over time, and the period's disputes by driver and outlet. */
export function TrashCharts({ report }: { report: TrashReport }) {
  const { byDay, reasons } = useMemo(() => wastageByDay(report.byDayAndReason), [report.byDayAndReason]);
  const { byDriver, outlets } = useMemo(() => disputesByDriver(report.disputes), [report.disputes]);
  return (
    <div style={CHARTS_ROW}>
      <ReportChart title="Wastage by reason over time" empty={byDay.length === 0}>
        <BarChart data={byDay}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis />
          <Tooltip />
          <Legend />
          {reasons.map((reason, index) => (
            <Bar
              key={reason}
              dataKey={reason}
              name={TRASH_REASON_LABELS[reason]}
              stackId="reason"
              fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ReportChart>
      <ReportChart title="Disputes by driver and outlet" empty={byDriver.length === 0}>
        <BarChart data={byDriver}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="driver" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          {outlets.map((outlet, index) => (
            <Bar
              key={outlet}
              dataKey={outlet}
              name={outlet}
              stackId="outlet"
              fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ReportChart>
    </div>
  );
}
