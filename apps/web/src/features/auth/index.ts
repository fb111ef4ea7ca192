// What other features may use of auth; everything else in this folder is its own.
export { useSignedUser } from './api/get-signed-user.ts';
export { RequireRole } from './components/require-role.tsx';
