import { businessDay, periodLength, REPORT_MAX_DAYS, REPORT_ON_SCREEN_MAX_DAYS } from '@kadai/contract';
import { Input } from 'antd';
import { useState } from 'react';

const DAY_MS = 86_400_000;

export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** A period of business days (Asia/Kolkata), the last 7 days to start with. */
export function useReportPeriod() {
  const today = businessDay();
  const [from, setFrom] = useState(daysBefore(today, 6));
  const [to, setTo] = useState(today);
  const valid = Boolean(from && to && from <= to);
  const days = valid ? periodLength(from, to) : 0;
  const problem = !valid
    ? 'To: must not be before From'
    : days > REPORT_MAX_DAYS
      ? `To: a report covers at most ${REPORT_MAX_DAYS} days`
      : null;
  return {
    today,
    from,
    to,
    setFrom,
    setTo,
    days,
    problem,
    /** Over a month: prepared in the background and downloaded, not shown on screen. */
    inBackground: problem === null && days > REPORT_ON_SCREEN_MAX_DAYS,
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
