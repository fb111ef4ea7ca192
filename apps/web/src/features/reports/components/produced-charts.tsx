import type { ProducedVsSold } from '@kadai/contract';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { producedByDay, stockCover } from '../utils/report-rules.ts';
import { CHARTS_ROW, ReportChart, SERIES_COLOURS } from './report-chart.tsx';

/** Produced against sold by day, and how many days each outlet's stock lasts at its pace of sales. */
export function ProducedCharts({ report }: { report: ProducedVsSold }) {
  const byDay = producedByDay(report.byDay);
  const cover = stockCover(report.cover);
  return (
    <div style={CHARTS_ROW}>
      <ReportChart title="Produced vs sold by day" empty={byDay.length === 0}>
        <LineChart data={byDay}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis />
          <Tooltip />
          <Legend />
          <Line dataKey="produced" name="Produced" stroke={SERIES_COLOURS[0]} isAnimationActive={false} />
          <Line dataKey="sold" name="Sold" stroke={SERIES_COLOURS[1]} isAnimationActive={false} />
        </LineChart>
      </ReportChart>
      <ReportChart title="Stock cover per outlet (days)" empty={cover.length === 0}>
        <BarChart data={cover}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="outlet" />
          <YAxis />
          <Tooltip />
          <Bar dataKey="days" name="Days of stock" fill={SERIES_COLOURS[2]} isAnimationActive={false} />
        </BarChart>
      </ReportChart>
    </div>
  );
}
