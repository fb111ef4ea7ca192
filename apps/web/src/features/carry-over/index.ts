export { MaterialIssueNotePage } from './pages/material-issue-note-page.tsx';
export { MonthlyCarryOverPage } from './pages/monthly-carry-over-page.tsx';
