import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { nextSubmitKey, useSubmitKey } from './use-submit-key.ts';

const counter = () => {
  let made = 0;
  return () => `key-${++made}`;
};

describe('nextSubmitKey', () => {
  it('makes a key for the first send', () => {
    expect(nextSubmitKey(null, '{"a":1}', counter())).toEqual({ body: '{"a":1}', key: 'key-1' });
  });

  it('keeps the key while the same body is sent again', () => {
    const makeKey = counter();
    const first = nextSubmitKey(null, '{"a":1}', makeKey);
    const retry = nextSubmitKey(first, '{"a":1}', makeKey);
    expect(retry.key).toBe('key-1');
    expect(retry).toBe(first);
  });

  it('makes a new key once the body changed', () => {
    const makeKey = counter();
    const first = nextSubmitKey(null, '{"a":1}', makeKey);
    expect(nextSubmitKey(first, '{"a":2}', makeKey)).toEqual({ body: '{"a":2}', key: 'key-2' });
  });

  it('makes UUIDs when no maker is given', () => {
    const { key } = nextSubmitKey(null, '{}');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

/** The hook as a form holds it: rendered once, then called from its handlers. */
function renderedSubmitKey() {
  let held: ReturnType<typeof useSubmitKey> | undefined;
  function Form() {
    held = useSubmitKey();
    return null;
  }
  renderToString(createElement(Form));
  if (!held) throw new Error('not rendered');
  return held;
}

describe('useSubmitKey', () => {
  it('sends a retry of the same request with the same key, an edited one with a new key', () => {
    const submitKey = renderedSubmitKey();
    const first = submitKey.keyFor({ items: [{ id: 1, quantity: 2 }] });
    expect(submitKey.keyFor({ items: [{ id: 1, quantity: 2 }] })).toBe(first);
    const edited = submitKey.keyFor({ items: [{ id: 1, quantity: 3 }] });
    expect(edited).not.toBe(first);
    // Back to the first body: the key the server saw with it is gone, so it is a new write.
    expect(submitKey.keyFor({ items: [{ id: 1, quantity: 2 }] })).not.toBe(first);
  });

  it('gives an identical request a new key once the last one succeeded', () => {
    const submitKey = renderedSubmitKey();
    const first = submitKey.keyFor({ quantity: 1 });
    submitKey.succeeded();
    expect(submitKey.keyFor({ quantity: 1 })).not.toBe(first);
  });

  it('keeps the key after an ordinary failure, drops it when the server saw it with another body', () => {
    const submitKey = renderedSubmitKey();
    const first = submitKey.keyFor({ quantity: 1 });
    submitKey.failed(new ApiRequestError({ status: 0, code: 'network', message: 'lost' }));
    expect(submitKey.keyFor({ quantity: 1 })).toBe(first);
    submitKey.failed(new ApiRequestError({ status: 422, code: 'idempotency_mismatch', message: 'used' }));
    expect(submitKey.keyFor({ quantity: 1 })).not.toBe(first);
  });
});
