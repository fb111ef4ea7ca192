export * from './auth.ts';
export * from './catalogue.ts';
export * from './inventory.ts';
export * from './movements.ts';
export * from './notifications.ts';
export * from './orders.ts';
export * from './organisation.ts';
export * from './production.ts';
