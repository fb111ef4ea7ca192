import { formatBusinessDay, TRASH_REASON_LABELS, type TrashReason, type TrashReport } from '@kadai/contract';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { CHARTS_ROW, ReportChart, SERIES_COLOURS } from './report-chart.tsx';

/** Wastage by reason over time, and the period's disputes by driver and outlet. */
export function TrashCharts({ report }: { report: TrashReport }) {
  const { byDay, reasons } = useMemo(() => {
    const days = new Map<string, Record<string, number | string>>();
    const seen = new Set<TrashReason>();
    for (const entry of report.byDayAndReason) {
      seen.add(entry.reason);
      const row = days.get(entry.day) ?? { day: formatBusinessDay(entry.day) };
      row[entry.reason] = entry.quantity;
      days.set(entry.day, row);
    }
    return { byDay: [...days.values()], reasons: [...seen] };
  }, [report.byDayAndReason]);
  const { byDriver, outlets } = useMemo(() => {
    const drivers = new Map<string, Record<string, number | string>>();
    const seen = new Set<string>();
    for (const tally of report.disputes) {
      seen.add(tally.outletName);
      const row = drivers.get(tally.driverName) ?? { driver: tally.driverName };
      row[tally.outletName] = tally.disputes;
      drivers.set(tally.driverName, row);
    }
    return { byDriver: [...drivers.values()], outlets: [...seen].sort() };
  }, [report.disputes]);
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
