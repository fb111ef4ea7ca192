import type { BrowserContext } from 'playwright-core';
import { median, percentile, round } from './stats.ts';

export interface Timing {
  runs: number;
  medianMs: number;
  p95Ms: number;
}

export function timing(samples: number[]): Timing {
  return { runs: samples.length, medianMs: round(median(samples)), p95Ms: round(percentile(samples, 95)) };
}

export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** Signs the bench server's first admin in over HTTP, as a client would; the token for later calls. */
export async function signInAdmin(url: string, password: string): Promise<string> {
  const res = await fetch(`${url}/dataapi/login`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}` },
  });
  const token = res.headers.get('authorization');
  if (!res.ok || !token) throw new Error(`sign-in answered ${res.status}`);
  return token;
}

/** Signs the bench server's first admin in within a browser context (its cookie for the pages). */
export async function signInContext(context: BrowserContext, url: string, password: string): Promise<void> {
  const basic = Buffer.from(`admin:${password}`).toString('base64');
  const res = await context.request.post(new URL('/dataapi/login', url).toString(), {
    headers: { authorization: `Basic ${basic}` },
  });
  if (!res.ok()) throw new Error(`staff sign-in answered ${res.status()}`);
}
