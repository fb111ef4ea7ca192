import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { signInRoutes } from './sign-in/routes.ts';
import type { SessionPolicy } from './sign-in/session-policy.ts';
import { userRoutes } from './users/routes.ts';

/**
 * Who may come in: signing in and out under the data API's older paths (/dataapi), and the admin's
 * users (/api/admin/users), each flow at its full URLs. What every module asks of a request
 * (access.ts, team-scope.ts, check-user-scope.ts) stays at the top of the module.
 */
export const authRoutes: FastifyPluginAsyncZod<{ db: Database; policy: SessionPolicy }> = async (
  app,
  { db, policy },
) => {
  await app.register(signInRoutes, { db, policy });
  await app.register(userRoutes, { db });
};
