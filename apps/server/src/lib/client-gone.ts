import type { FastifyReply } from 'fastify';

/**
 * An AbortSignal that fires when the client's connection closes before its answer was sent (it
 * timed out, the tab closed): work that can still be stopped is then not done for nobody.
 */
export function whenClientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const onClose = () => {
    if (!response.writableFinished) controller.abort();
  };
  response.once('close', onClose);
  if (response.destroyed) onClose();
  return controller.signal;
}
