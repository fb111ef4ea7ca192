export * from './auth.ts';
export * from './catalogue.ts';
export * from './errors.ts';
export * from './money.ts';
export * from './orders.ts';
export * from './organisation.ts';
