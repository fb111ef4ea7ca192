import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(body: unknown) {
  const fetch = vi.fn(async (_path: string, _init: RequestInit) => Response.json(body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('apiRequest', () => {
  it('sends a file as it is, with its own content type', async () => {
    const fetch = answer({ ok: true });
    const photo = new Blob(['not really a jpeg'], { type: 'image/jpeg' });
    await apiRequest('/api/photo', (data) => data, { method: 'PUT', body: photo });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(photo);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'image/jpeg' });
  });

  it('sends anything else as JSON', async () => {
    const fetch = answer({ ok: true });
    await apiRequest('/api/things', (data) => data, { method: 'POST', body: { name: 'Rusk' } });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"Rusk"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});
