// What other parts of the app may use of carry-over (the month's closing stock carried into the next,
// and the material issue notes): its two pages, shown under Masters / Receivables.
export { MaterialIssueNotePage } from './pages/material-issue-note-page.tsx';
export { MonthlyCarryOverPage } from './pages/monthly-carry-over-page.tsx';
