import { allow } from '../auth/access.ts';

// The warehouse counts and issues; finance reads and closes the books with it.
export const counters = { access: allow('warehouse', 'finance') };
export const issuers = { access: allow('warehouse') };
