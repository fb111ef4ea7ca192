/** What other features use of production: the team a page works for, and its heading. */
export { ProductionPage } from './components/team-gate.tsx';
export { TeamPageHeading } from './components/team-page-heading.tsx';
export { type TeamQuery, teamSearch } from './hooks/use-team-query.ts';
