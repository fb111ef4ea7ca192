/**
 * One IndexedDB object store on this phone, for what must outlive a page while the network is away
 * (a customer's order, a staff member's save). It runs in the page and in the service worker, so it
 * uses nothing but IndexedDB and Web Locks.
 */
export type IdbStore<T> = {
  put(value: T): Promise<void>;
  getAll(): Promise<T[]>;
  delete(key: IDBValidKey): Promise<void>;
};

/** The store `store` of database `db`, its records keyed by `keyPath`; each database holds one store. */
export function idbStore<T>(options: { db: string; store: string; keyPath: string }): IdbStore<T> {
  const openDb = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(options.db, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(options.store, { keyPath: options.keyPath });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });

  const inStore = async <R>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<R>,
  ): Promise<R> => {
    const db = await openDb();
    try {
      return await new Promise<R>((resolve, reject) => {
        const transaction = db.transaction(options.store, mode);
        const request = work(transaction.objectStore(options.store));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
      });
    } finally {
      db.close();
    }
  };

  return {
    put: async (value) => {
      await inStore('readwrite', (store) => store.put(value));
    },
    getAll: () => inStore('readonly', (store) => store.getAll() as IDBRequest<T[]>),
    delete: async (key) => {
      await inStore('readwrite', (store) => store.delete(key));
    },
  };
}

/**
 * Runs `work` while holding the browser-wide lock `name`: two tabs (or a tab and the service worker)
 * never send the same queue at once. Where the browser has no Web Locks it simply runs.
 */
export function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request(name, work) as Promise<T>) : work();
}
