import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * The quantities typed on the order form, outside React state: a keystroke in one box notifies only
 * that item's subscribers (and the small order bar), never the thousands of other items on the page.
 * Values are the raw text of each box, so what the customer typed ("1.", "") is kept as typed.
 */
export type QuantityStore = {
  get(itemId: number): string;
  set(itemId: number, raw: string): void;
  entries(): Array<[number, string]>;
  clear(): void;
  subscribeItem(itemId: number, listener: Listener): () => void;
  subscribe(listener: Listener): () => void;
  getVersion(): number;
};

export function createQuantityStore(initial: Iterable<[number, string]> = []): QuantityStore {
  const values = new Map<number, string>();
  for (const [id, raw] of initial) if (raw !== '') values.set(id, raw);
  const itemListeners = new Map<number, Set<Listener>>();
  const listeners = new Set<Listener>();
  let version = 0;

  const notify = (itemIds: Iterable<number>) => {
    version += 1;
    for (const id of itemIds) for (const listener of itemListeners.get(id) ?? []) listener();
    for (const listener of listeners) listener();
  };

  return {
    get: (itemId) => values.get(itemId) ?? '',
    set(itemId, raw) {
      if ((values.get(itemId) ?? '') === raw) return;
      if (raw === '') values.delete(itemId);
      else values.set(itemId, raw);
      notify([itemId]);
    },
    entries: () => [...values],
    clear() {
      const ids = [...values.keys()];
      values.clear();
      notify(ids);
    },
    subscribeItem(itemId, listener) {
      let set = itemListeners.get(itemId);
      if (!set) {
        set = new Set();
        itemListeners.set(itemId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) itemListeners.delete(itemId);
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => version,
  };
}

export const QuantityStoreContext = createContext<QuantityStore | null>(null);

export function useQuantityStore(): QuantityStore {
  const store = useContext(QuantityStoreContext);
  if (!store) throw new Error('useQuantityStore needs a QuantityStoreContext provider');
  return store;
}

/** The raw quantity text of one item; re-renders only when that item changes. */
export function useItemQuantity(itemId: number): [string, (raw: string) => void] {
  const store = useQuantityStore();
  const subscribe = useCallback(
    (listener: Listener) => store.subscribeItem(itemId, listener),
    [store, itemId],
  );
  const raw = useSyncExternalStore(subscribe, () => store.get(itemId));
  const setRaw = useCallback((next: string) => store.set(itemId, next), [store, itemId]);
  return [raw, setRaw];
}

/** A counter that changes whenever any quantity does: for the few components that summarise the order. */
export function useQuantityVersion(): number {
  const store = useQuantityStore();
  return useSyncExternalStore(store.subscribe, store.getVersion);
}
