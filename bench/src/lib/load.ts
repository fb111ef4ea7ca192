import autocannon from 'autocannon';

export interface LoadSummary {
  /** 2xx answers per second over the whole run. */
  okPerSec: number;
  /** All answers per second (autocannon's mean of per-second samples). */
  requestsPerSec: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  durationS: number;
}

/**
 * One autocannon run, in this process (autocannon is a library): on a 2-core machine the load
 * generator competes for CPU with the server and PostgreSQL, so figures are a floor, not a ceiling.
 */
export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Called for every request: returns that request's body (each request may be different). */
  body?: () => { body: string; headers?: Record<string, string> };
}): Promise<LoadSummary> {
  const { body } = options;
  const request: autocannon.Request = {
    method: options.method ?? 'GET',
    ...(body
      ? {
          setupRequest: (req: autocannon.Request) => {
            const next = body();
            return { ...req, body: next.body, headers: { ...req.headers, ...next.headers } };
          },
        }
      : {}),
  };
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    requests: [request],
    timeout: 10,
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stat.count ?? 0;
  return {
    okPerSec: result['2xx'] / result.duration,
    requestsPerSec: result.requests.average,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    durationS: result.duration,
  };
}
