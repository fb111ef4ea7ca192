import { loginResponseSchema, signedUserSchema } from '@kadai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { currentUser, PUBLIC, SIGNED_IN } from '../access.ts';
import { basicCredentials } from './basic-credentials.ts';
import type { SessionPolicy } from './session-policy.ts';
import { sessionCookieFor } from './session-token.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';

/** The data API's sign-in calls (operations.md §7), mounted under /dataapi. */
export const signInRoutes: FastifyPluginAsyncZod<{ db: Database; policy: SessionPolicy }> = async (
  app,
  { db, policy },
) => {
  // The spec's client posts an empty body with a JSON content type; Fastify would refuse that.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/dataapi/login',
    {
      config: { access: PUBLIC },
      schema: {
        summary: 'Sign in with HTTP Basic credentials and an empty body',
        description:
          'Answers 200 with the session token in the Authorization response header (send it back as ' +
          '`Authorization: <token>`) and sets an HttpOnly cookie for browsers. Wrong credentials: 401; ' +
          'after five wrong ones from one address, that address waits longer and longer before it may try ' +
          'the account again (the answer is the same 401); thirty from one address in 15 minutes and the ' +
          'address gets 429 with Retry-After. No account is ever locked. Every refusal reads ' +
          "'Please enter valid credentials'.",
        tags: ['auth'],
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const credentials = basicCredentials(request.headers.authorization);
      const { token, user } = await signIn(db, {
        ...credentials,
        address: request.ip,
        policy,
        log: request.log,
      });
      const cookie = sessionCookieFor(request.protocol);
      return reply
        .header('authorization', token)
        .header('cache-control', 'no-store')
        .setCookie(cookie.name, token, {
          path: '/',
          httpOnly: true,
          // Strict: no other site can make the browser send it, not even on a link.
          sameSite: 'strict',
          secure: cookie.secure,
          maxAge: policy.maxHours * 3600,
        })
        .send(user);
    },
  );

  app.post(
    '/dataapi/logout',
    {
      config: { access: SIGNED_IN },
      schema: {
        summary: 'End this session',
        tags: ['auth'],
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await signOut(db, { token: request.sessionToken });
      const cookie = sessionCookieFor(request.protocol);
      return reply.clearCookie(cookie.name, { path: '/', secure: cookie.secure }).send({ ok: true as const });
    },
  );

  app.get(
    '/dataapi/api/common/is-signed-user',
    {
      config: { access: SIGNED_IN },
      schema: {
        summary: 'Answers 200 with the signed-in user, or 401',
        tags: ['auth'],
        response: { 200: signedUserSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(currentUser(request)),
  );
};
