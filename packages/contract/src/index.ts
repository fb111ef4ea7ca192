export * from './catalogue.ts';
export * from './errors.ts';
export * from './money.ts';
export * from './orders.ts';
