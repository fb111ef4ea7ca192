/** What the app and other features use of production: the team a page works for (the scope gate reads it from the address), and its heading. */
export { TeamPageHeading } from './components/team-page-heading.tsx';
export { type TeamQuery, teamSearch, useTeamQuery } from './hooks/use-team-query.ts';
