import { businessDay } from '@kadai/contract';
import { Input } from 'antd';
import { useState } from 'react';
import { daysBefore } from '../../../lib/days-before.ts';
import { checkReportPeriod } from '../utils/report-rules.ts';

/** A period of business days (Asia/Kolkata), the last 7 days to start with. */
export function useReportPeriod() {
  const today = businessDay();
  const [from, setFrom] = useState(daysBefore(today, 6));
  const [to, setTo] = useState(today);
  const { days, problem, inBackground } = checkReportPeriod(from, to);
  return {
    today,
    from,
    to,
    setFrom,
    setTo,
    days,
    problem,
    /** Over a month: prepared in the background and downloaded, not shown on screen. */
    inBackground,
  };
}

export function ReportPeriodInputs({ period }: { period: ReturnType<typeof useReportPeriod> }) {
  return (
    <>
      <div className="veg-booking-box">
        <span>From</span>
        <Input
          aria-label="From"
          type="date"
          value={period.from}
          max={period.today}
          onChange={(e) => period.setFrom(e.target.value)}
        />
      </div>
      <div className="veg-booking-box">
        <span>To</span>
        <Input
          aria-label="To"
          type="date"
          value={period.to}
          max={period.today}
          onChange={(e) => period.setTo(e.target.value)}
        />
      </div>
    </>
  );
}
