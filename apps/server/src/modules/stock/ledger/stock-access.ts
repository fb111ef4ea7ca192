import { allow } from '../../auth/access.ts';

/** The warehouse dispatches (production staff plan and may send too); outlets receive. */
export const dispatching = { access: allow('production', 'warehouse') };
export const receiving = { access: allow('warehouse', 'outlet') };
/** Drivers and vans are shared: whoever sends stock (a store sending some back too) books them. */
export const transporting = { access: allow('production', 'warehouse', 'outlet') };
export const settling = { access: allow('warehouse') };
/** Outlets count their own stock (the warehouse its own); admins approve what is above the threshold. */
export const counting = { access: allow('warehouse', 'outlet') };
export const stockTags = ['stock'];
