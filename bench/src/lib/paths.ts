import path from 'node:path';

/** The monorepo root: scripts start the server from here, as `npm start` does. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const benchRoot = path.resolve(import.meta.dirname, '../..');
