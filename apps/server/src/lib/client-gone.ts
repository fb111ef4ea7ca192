import type { FastifyReply } from 'fastify';

/**
 * Whether the client has gone: its connection closed before its answer was sent (it timed out, the
 * tab closed), or `deadlineMs` have passed since the request arrived. Work that can still be
 * stopped is then not done for nobody. The deadline is what a phone waits (2 s by default,
 * CLIENT_DEADLINE_MS) and matters behind a balancer, which may keep its connection to the server
 * open after its client gave up (the work would be wasted on nobody).
 *
 * Asked, not listened for: it is asked once, right before the one write, and an AbortController,
 * a timer and a 'close' listener for every order placed were a measurable share of the busiest
 * write's time.
 */
export function clientGone(reply: FastifyReply, deadlineMs?: number): () => boolean {
  const response = reply.raw;
  // From the request's arrival (request-guards.ts): time queued in hooks before this counts too.
  const { arrivedAt } = reply.request;
  return () =>
    // A closed connection destroys its response; one already answered has nobody left to disappoint.
    (response.destroyed && !response.writableFinished) ||
    (deadlineMs !== undefined && performance.now() - arrivedAt >= deadlineMs);
}
