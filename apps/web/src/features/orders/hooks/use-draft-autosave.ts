import { useEffect, useRef } from 'react';
import type { QuantityStore } from '../stores/quantity-store.ts';
import { clearDraft, type OrderDraft, saveDraft } from '../utils/order-draft.ts';
import type { OrderFormValues } from '../utils/order-form-values.ts';

const SAVE_DELAY_MS = 400;

/**
 * Keeps the unsent form in localStorage: saved a moment after the last change (so typing stays cheap)
 * and at once when the page is hidden or left, so a reload straight after typing loses nothing.
 */
export function useDraftAutosave(options: {
  store: QuantityStore;
  initialValues: OrderFormValues;
  draftKey: string;
}) {
  const { draftKey } = options;
  const { store } = options;
  const values = useRef(options.initialValues);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const discarded = useRef(false);
  const api = useRef({
    save() {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (discarded.current) return;
      const draft: OrderDraft = { values: values.current, quantities: store.entries() };
      saveDraft(draftKey, draft);
    },
    schedule() {
      if (discarded.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => api.current.save(), SAVE_DELAY_MS);
    },
    /** The form changed: remember its values and save soon. */
    valuesChanged(next: OrderFormValues) {
      values.current = next;
      api.current.schedule();
    },
    /** The order was sent: forget the draft and stop saving. */
    discard() {
      discarded.current = true;
      clearTimeout(timer.current);
      timer.current = undefined;
      clearDraft(draftKey);
    },
  });

  useEffect(() => {
    const { save, schedule } = api.current;
    const flush = () => {
      if (timer.current !== undefined) save();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const unsubscribe = store.subscribe(schedule);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      flush();
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [store]);

  return api.current;
}
