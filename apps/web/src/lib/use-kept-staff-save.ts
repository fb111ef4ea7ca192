import { useCallback, useEffect, useMemo, useState } from 'react';
import type { StaffSaveState } from './staff-outbox.ts';
import { useStaffOutbox } from './use-staff-outbox.ts';

/** Under a refused save's message on its own screen: where what was typed went. */
export const KEPT_REFUSED_HINT = 'What you typed is kept on this phone: open the list at the top.';

/**
 * A save this screen kept on the phone, followed in the waiting list: its state (null when none is
 * followed), the shop's refusal if any, and `onLanded` once the shop took it and it left the list.
 */
export function useKeptStaffSave(onLanded?: () => void) {
  const outbox = useStaffOutbox();
  const [id, setId] = useState<string | null>(null);
  const [lastState, setLastState] = useState<StaffSaveState | null>(null);
  const entry = id ? outbox.find((candidate) => candidate.id === id) : undefined;
  useEffect(() => {
    if (!id) return;
    if (entry) return setLastState(entry.state);
    if (lastState === null) return; // kept a moment ago, not yet read back
    setId(null);
    setLastState(null);
    // Gone from the list: sent and taken, unless the person discarded it after a refusal.
    if (lastState !== 'refused') onLanded?.();
  }, [id, entry, lastState, onLanded]);
  const track = useCallback((keptId: string) => {
    setId(keptId);
    setLastState(null);
  }, []);
  const forget = useCallback(() => setId(null), []);
  const state = id ? (entry?.state ?? lastState ?? 'waiting') : null;
  const refusal = entry?.refusal?.message ?? null;
  return useMemo(() => ({ state, refusal, track, forget }), [state, refusal, track, forget]);
}
