import type { FastifyReply } from 'fastify';

/** A PDF answer, opened in the browser, named, and never cached (it holds a customer's figures). */
export function sendPdf(reply: FastifyReply, options: { pdf: Buffer; fileName: string }) {
  const name = options.fileName.replace(/[^A-Za-z0-9-]+/g, '-');
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('cache-control', 'no-store')
    .send(options.pdf);
}
