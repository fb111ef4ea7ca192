export * from './auth.ts';
export * from './catalogue.ts';
export * from './orders.ts';
export * from './organisation.ts';
