import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../lib/escape-html.ts';

/**
 * A page of the local test gateway: plain HTML, no inline script (the app's CSP allows scripts
 * from this origin only), marked on top as a gateway where no money moves.
 */
export function gatewayPage(
  reply: FastifyReply,
  options: { status: number; title: string; body: string; wide?: boolean },
) {
  return reply
    .code(options.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:${options.wide ? '60rem' : '32rem'};margin:2rem auto;padding:0 1rem}
.banner{background:#fff3cd;border:1px solid #e0c36c;padding:.75rem;border-radius:6px}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.25rem .5rem .25rem 0;min-height:44px}
select,input{font-size:1rem;padding:.4rem;min-height:44px}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:middle}
td form{display:flex;gap:.25rem;flex-wrap:wrap;align-items:center}</style></head>
<body><p class="banner" role="note">Kadai test gateway — no money moves. It speaks CCAvenue's protocol so the
shop can be tried without a merchant account.</p>${options.body}</body></html>`);
}

export function refusedPage(reply: FastifyReply, message: string) {
  return gatewayPage(reply, {
    status: 400,
    title: 'Test gateway: refused',
    body: `<h1>Refused</h1><p>${escapeHtml(message)}</p>`,
  });
}

/**
 * India time as CCAvenue writes it: the callback's trans_date (dd/MM/yyyy HH:mm:ss) and the status
 * API's order_status_date_time (yyyy-MM-dd HH:mm:ss.SSS). India keeps +05:30 all year.
 */
export function gatewayTimes(at: Date): { transDate: string; statusDateTime: string } {
  const iso = new Date(at.getTime() + 330 * 60_000).toISOString();
  const [day = '', time = ''] = iso.slice(0, 23).split('T');
  const [year, month, date] = day.split('-');
  return { transDate: `${date}/${month}/${year} ${time.slice(0, 8)}`, statusDateTime: `${day} ${time}` };
}
