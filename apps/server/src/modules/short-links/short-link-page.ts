import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';

/**
 * The small page a customer's phone shows when a short link leads nowhere: a text message's link
 * is opened in a browser, which should read a sentence, not an API's JSON error.
 */
export function sendShortLinkPage(
  reply: FastifyReply,
  options: { status: number; title: string; detail: string },
): FastifyReply {
  const title = escapeHtml(options.title);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Kadai</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222;line-height:1.5}</style>
</head>
<body>
<h1>${title}</h1>
<p>${escapeHtml(options.detail)}</p>
</body>
</html>
`;
  return reply
    .code(options.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}
