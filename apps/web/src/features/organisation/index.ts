// What other features may use of the organisation (teams, outlets, stores and their colours).
export { useOutlets } from './api/list-outlets.ts';
export { useStores } from './api/list-stores.ts';
export { useTeams } from './api/list-teams.ts';
export { readableTextColour } from './colour.ts';
