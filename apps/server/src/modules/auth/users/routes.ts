import {
  createUserRequestSchema,
  resetPasswordRequestSchema,
  updateUserRequestSchema,
  userIdParamsSchema,
  userListSchema,
  userSummarySchema,
} from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { allow, currentUser } from '../access.ts';
import { createUser } from './create-user.ts';
import { listUsers } from './list-users.ts';
import { resetPassword } from './reset-password.ts';
import { updateUser } from './update-user.ts';

const adminOnly = { access: allow('admin') };

/** Staff accounts, for admins: /api/admin/users. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/users',
    {
      config: adminOnly,
      schema: { summary: 'All staff users', tags: ['users'], response: { 200: userListSchema } },
    },
    async () => listUsers(db),
  );

  app.post(
    '/api/admin/users',
    {
      config: adminOnly,
      schema: {
        summary: 'Create a staff user',
        tags: ['users'],
        body: createUserRequestSchema,
        response: { 201: userSummarySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createUser(db, request.body)),
  );

  app.patch(
    '/api/admin/users/:userId',
    {
      config: adminOnly,
      schema: {
        summary: "Change a user's name, role, scope, or disable them (which ends their sessions)",
        tags: ['users'],
        params: userIdParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: userSummarySchema },
      },
    },
    async (request) =>
      updateUser(db, {
        userId: request.params.userId,
        changes: request.body,
        actingUserId: currentUser(request).id,
      }),
  );

  app.post(
    '/api/admin/users/:userId/password',
    {
      config: adminOnly,
      schema: {
        summary: "Set a user's password; ends their sessions and unlocks the account",
        tags: ['users'],
        params: userIdParamsSchema,
        body: resetPasswordRequestSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await resetPassword(db, { userId: request.params.userId, password: request.body.password });
      return { ok: true as const };
    },
  );
};
