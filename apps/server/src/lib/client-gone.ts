import type { FastifyReply } from 'fastify';

/**
 * An AbortSignal that fires when the client's connection closes before its answer was sent (it
 * timed out, the tab closed), or once `deadlineMs` have passed since the request arrived: work
 * that can still be stopped is then not done for nobody. The deadline is what a phone waits (2 s
 * by default, CLIENT_DEADLINE_MS) and matters behind a balancer, which may keep its connection to
 * the server open after its client gave up (the work would be wasted on nobody).
 */
export function whenClientGone(reply: FastifyReply, deadlineMs?: number): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  if (deadlineMs !== undefined) {
    // From the request's arrival (request-guards.ts): time queued in hooks before this counts too.
    // Left to run out (at most the deadline) rather than cleared on 'close', which a response may
    // emit before it is sent (light-my-request's does); aborting a finished request does nothing.
    const left = deadlineMs - (performance.now() - reply.request.arrivedAt);
    if (left <= 0) controller.abort();
    // An answered request is not aborted: the abort's error, built with its stack for every
    // order placed, was a measurable share of the busiest write's time.
    else
      setTimeout(() => {
        if (!response.writableFinished) controller.abort();
      }, left).unref();
  }
  const onClose = () => {
    if (!response.writableFinished) controller.abort();
  };
  response.once('close', onClose);
  if (response.destroyed) onClose();
  return controller.signal;
}
