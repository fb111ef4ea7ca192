// What other features load of the organisation on demand (its own chunk): the Edit Teams settings,
// which only admins open; index.ts would put its forms and colour picker in everyone's bundle.
export { EditTeams } from './components/edit-teams.tsx';
