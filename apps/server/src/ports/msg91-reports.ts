import type { SmsReport } from './sms.ts';

/** One delivery report as MSG91 gave it, read into what the outbox needs. */
export interface Msg91Report {
  /** The request id the Flow API answered when the message was sent. */
  requestId: string;
  /** The number with its country code, as MSG91 writes it. */
  number: string | null;
  status: SmsReport['status'];
  reason: string | null;
  /** The report as it came. */
  payload: Record<string, unknown>;
}

/**
 * MSG91's delivery codes (its webhook help page): 1 delivered; 2 failed, 9 NDNC (a promotional
 * text to a do-not-disturb number), 16 and 25 rejected (DLT: a template or a variable that does
 * not match what is registered), 17 a blocked number; 26 is read as a rejection too. Any other
 * code (8: handed to the operator, and the like) says nothing final yet.
 */
const FAILED_CODES: Record<string, string> = {
  '2': 'Failed',
  '9': 'NDNC',
  '16': 'Rejected',
  '17': 'Blocked number',
  '25': 'Rejected',
  '26': 'Rejected',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What one report means. MSG91 writes the state as a code ('1', older webhooks) or a word
 * ('Delivered', 'Failed', 'Rejected': the newer webhook and the logs API), with a description
 * and, on a failure, the operator's reason (e.g. TEMPLATE-VARIABLE-EXCEEDED-MAX LENGTH).
 */
export function classifyMsg91Status(fields: {
  status: unknown;
  description?: unknown;
  failureReason?: unknown;
}): { status: SmsReport['status']; reason: string | null } {
  const status = text(fields.status) ?? '';
  const description = text(fields.description);
  const failure = text(fields.failureReason);
  let state: SmsReport['status'];
  let label: string | null;
  if (/^\d+$/.test(status)) {
    state = status === '1' ? 'delivered' : FAILED_CODES[status] ? 'failed' : 'pending';
    label = FAILED_CODES[status] ?? null;
  } else {
    const word = status.toLowerCase();
    state =
      word === 'delivered'
        ? 'delivered'
        : /fail|reject|block|ndnc|dnd|expire|undeliv|invalid/.test(word)
          ? 'failed'
          : 'pending';
    label = status || null;
  }
  if (state === 'delivered') return { status: state, reason: null };
  // "Rejected: TEMPLATE-VARIABLE-EXCEEDED-MAX LENGTH", without saying a word twice.
  const words = [...new Set([description ?? label, failure].filter((w): w is string => Boolean(w)))];
  return { status: state, reason: words.length > 0 ? words.join(': ').slice(0, 500) : null };
}

function readOne(fields: Record<string, unknown>, requestId: string, payload: Record<string, unknown>) {
  const { status, reason } = classifyMsg91Status({
    status: fields.status,
    description: fields.desc ?? fields.description,
    failureReason: fields.failureReason ?? fields.failedReason,
  });
  return {
    requestId,
    number: text(fields.number) ?? text(fields.telNum) ?? text(fields.mobile),
    status,
    reason,
    payload,
  };
}

/**
 * The reports in one webhook post, whichever version MSG91's panel was set to: v2 posts a form (or
 * JSON) whose `data` is a JSON array as text, each request with its `report` list; v3 and the
 * newer webhook post one JSON object (requestId, status, desc or failureReason, number or telNum).
 * Anything without a request id is left out: it names no message of ours.
 */
export function readMsg91Webhook(body: unknown): Msg91Report[] {
  if (Array.isArray(body)) return body.flatMap((item) => readMsg91Webhook(item));
  if (!isRecord(body)) return [];
  if (typeof body.data === 'string') {
    let data: unknown;
    try {
      data = JSON.parse(body.data);
    } catch {
      return [];
    }
    return readMsg91Webhook(data);
  }
  const requestId = text(body.requestId) ?? text(body.request_id);
  if (!requestId) return [];
  if (Array.isArray(body.report)) {
    const { report, ...request } = body;
    return report.filter(isRecord).map((entry) => readOne(entry, requestId, { ...request, report: [entry] }));
  }
  return [readOne(body, requestId, body)];
}

/**
 * The logs API's answer about one request id (POST /api/v5/report/logs/p/sms): `data` lists the
 * message's rows. Delivered wins, then a failure; no row at all means MSG91 knows nothing of it.
 */
export function readMsg91Logs(body: unknown, requestId: string): SmsReport {
  const rows = isRecord(body) && Array.isArray(body.data) ? body.data.filter(isRecord) : [];
  const mine = rows.filter((row) => {
    const id = text(row.requestId) ?? text(row.request_id);
    return id === null || id === requestId;
  });
  if (mine.length === 0) return { status: 'unknown', reason: null, payload: isRecord(body) ? body : null };
  const read = mine.map((row) => ({ row, ...readOne(row, requestId, row) }));
  const chosen =
    read.find((r) => r.status === 'delivered') ?? read.find((r) => r.status === 'failed') ?? read[0];
  return {
    status: chosen?.status ?? 'unknown',
    reason: chosen?.reason ?? null,
    payload: chosen?.row ?? null,
  };
}
