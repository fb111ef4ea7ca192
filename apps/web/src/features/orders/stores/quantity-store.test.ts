import { describe, expect, it } from 'vitest';
import { createQuantityStore } from './quantity-store.ts';

describe('the order form quantity store', () => {
  it('keeps what was typed, as typed, and forgets a cleared box', () => {
    const store = createQuantityStore([
      [1, '2'],
      [2, ''],
    ]);
    expect(store.entries()).toEqual([[1, '2']]);
    store.set(3, '1.');
    expect(store.get(3)).toBe('1.');
    store.set(1, '');
    expect(store.get(1)).toBe('');
    expect(store.entries()).toEqual([[3, '1.']]);
  });

  it("tells only the changed item's listeners (and the order bar), once per real change", () => {
    const store = createQuantityStore();
    const heard: string[] = [];
    store.subscribeItem(1, () => heard.push('item 1'));
    const unsubscribe2 = store.subscribeItem(2, () => heard.push('item 2'));
    store.subscribe(() => heard.push('bar'));
    const before = store.getVersion();
    store.set(1, '3');
    store.set(1, '3'); // the same text: nothing changed, nobody is told
    expect(heard).toEqual(['item 1', 'bar']);
    expect(store.getVersion()).toBe(before + 1);
    unsubscribe2();
    store.set(2, '5');
    expect(heard).toEqual(['item 1', 'bar', 'bar']);
  });

  it('clears every box and tells each of them', () => {
    const store = createQuantityStore([
      [1, '1'],
      [2, '2'],
    ]);
    const heard: number[] = [];
    store.subscribeItem(1, () => heard.push(1));
    store.subscribeItem(2, () => heard.push(2));
    store.clear();
    expect(store.entries()).toEqual([]);
    expect(heard.sort()).toEqual([1, 2]);
  });
});
