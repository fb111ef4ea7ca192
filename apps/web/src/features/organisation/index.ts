// What other features may use of the organisation (teams, outlets and their colours).
export { useOutlets } from './api/list-outlets.ts';
export { useTeams } from './api/list-teams.ts';
export { readableTextColour } from './colour.ts';
