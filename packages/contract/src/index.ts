export * from './auth.ts';
export * from './catalogue.ts';
export * from './catalogue-admin.ts';
export * from './errors.ts';
export * from './money.ts';
export * from './order-admin.ts';
export * from './orders.ts';
export * from './organisation.ts';
