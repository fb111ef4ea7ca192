import {
  isNamedQuery,
  NAMED_QUERIES,
  type NamedQueryName,
  type SignedUser,
  unknownQueryMessage,
} from '@kadai/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import { assertOutletAccess, assertTeamAccess } from '../auth/team-scope.ts';
import { NAMED_QUERY_DEFINITIONS, type QueryScope } from './named-queries.ts';

/** The parameters' problems, each under "<name>.<param>" so the caller sees which query and field. */
function paramErrors(name: string, error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const path = [name, ...issue.path.map(String)].join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: `${path}.${key}`, message: `Unknown field "${key}"` }));
    }
    return [{ path, message: issue.message }];
  });
}

/** The role, then the team or outlet the user is tied to: a refusal names the query and field. */
function authorise(user: SignedUser, name: NamedQueryName, params: Record<string, unknown>): void {
  const { roles } = NAMED_QUERY_DEFINITIONS[name];
  if (user.role !== 'admin' && !roles.includes(user.role)) {
    const message = `${name}: your role (${user.role}) may not run this query`;
    throw new AppError('forbidden', message, [{ path: name, message }]);
  }
  if (typeof params.teamId === 'string') assertTeamAccess(user, params.teamId, `${name}.teamId`);
  if (typeof params.outletId === 'string') assertOutletAccess(user, params.outletId, `${name}.outletId`);
}

/** A row of any approved query: each is one of the contract's row shapes. */
export type QueryRow = Record<string, unknown>;

/** Admins and users tied to no team or outlet see everything; the others only theirs. */
function scopeOf(user: SignedUser): QueryScope {
  if (user.role === 'admin') return { teamId: null, outletId: null };
  return {
    teamId: user.role === 'production' ? user.teamId : null,
    outletId: user.role === 'outlet' ? user.outletId : null,
  };
}

async function runOne(
  db: Database,
  name: NamedQueryName,
  params: unknown,
  scope: QueryScope,
): Promise<QueryRow[]> {
  // The registry pairs each name with its own parameters; the parse above produced exactly those.
  const definition = NAMED_QUERY_DEFINITIONS[name] as {
    run: (db: Database, p: unknown, scope: QueryScope) => Promise<QueryRow[]>;
  };
  return definition.run(db, params, scope);
}

/**
 * Runs approved queries by name (operations.md §7). Every name and parameter is checked before
 * anything runs: an unknown name or a bad parameter is a 400 naming it, a query the user's role or
 * team may not see a 403. The queries then run side by side, each on its own connection.
 */
export async function runNamedQueries(
  db: Database,
  options: { user: SignedUser; queries: Record<string, unknown> },
): Promise<Record<string, QueryRow[]>> {
  const fields: FieldError[] = [];
  const asked: { name: NamedQueryName; params: Record<string, unknown> }[] = [];
  for (const [name, raw] of Object.entries(options.queries)) {
    if (!isNamedQuery(name)) {
      fields.push({ path: name, message: unknownQueryMessage(name) });
      continue;
    }
    const parsed = NAMED_QUERIES[name].params.safeParse(raw ?? {});
    if (parsed.success) asked.push({ name, params: parsed.data });
    else fields.push(...paramErrors(name, parsed.error));
  }
  if (fields.length > 0) throw AppError.validation(fields);
  for (const { name, params } of asked) authorise(options.user, name, params);

  const scope = scopeOf(options.user);
  const results = await Promise.all(asked.map(({ name, params }) => runOne(db, name, params, scope)));
  return Object.fromEntries(asked.map(({ name }, index) => [name, results[index] ?? []]));
}

/** One approved query (POST api/common/approved-queries/{name}): its rows. */
export async function runNamedQuery(
  db: Database,
  options: { user: SignedUser; name: string; params: unknown },
): Promise<QueryRow[]> {
  const answer = await runNamedQueries(db, {
    user: options.user,
    queries: { [options.name]: options.params },
  });
  return answer[options.name] ?? [];
}
