import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  discardStaffSave,
  onStaffOutboxChange,
  type StaffSave,
  sendStaffOutbox,
  setStaffOutboxUser,
  staffOutboxEntries,
} from './staff-outbox.ts';

/** Whether the browser says it has a network, redrawn when that changes. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The queue as it is now, redrawn whenever it changes (in this tab or another). */
export function useStaffOutbox(): StaffSave[] {
  const [entries, setEntries] = useState<StaffSave[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => {
      staffOutboxEntries().then(
        (all) => live && setEntries(all),
        () => live && setEntries([]),
      );
    };
    load();
    const unsubscribe = onStaffOutboxChange(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return entries;
}

/**
 * The one sender of the staff frame: files saves under `userId` and sends the queue when the frame
 * opens, when the network comes back and when the page is looked at again. Once an entry is
 * accepted (or found in conflict) its screen's data is refreshed. Returns whether a 401 holds the
 * queue until someone signs in again.
 */
export function useStaffOutboxSender(userId: number | null): { sessionExpired: boolean } {
  const queryClient = useQueryClient();
  const [sessionExpired, setSessionExpired] = useState(false);

  useEffect(() => {
    setStaffOutboxUser(userId);
    setSessionExpired(false);
    if (userId === null) return;
    let live = true;
    const sendNow = () => {
      sendStaffOutbox().then(
        (report) => {
          if (!live) return;
          setSessionExpired(report.sessionExpired);
          for (const entry of [...report.accepted, ...report.refused]) {
            for (const queryKey of entry.invalidate ?? []) void queryClient.invalidateQueries({ queryKey });
          }
        },
        () => undefined, // IndexedDB unavailable (a private window): nothing was queued either
      );
    };
    const whenSeen = () => {
      if (document.visibilityState === 'visible') sendNow();
    };
    sendNow();
    window.addEventListener('online', sendNow);
    document.addEventListener('visibilitychange', whenSeen);
    return () => {
      live = false;
      window.removeEventListener('online', sendNow);
      document.removeEventListener('visibilitychange', whenSeen);
    };
  }, [userId, queryClient]);

  return { sessionExpired };
}

type RestoreState = { restoreStaffSave?: string };

/** Opens the entry's form with what was typed (see useRestoreStaffSave on the page). */
export function useOpenStaffSave(): (entry: StaffSave) => void {
  const navigate = useNavigate();
  return useCallback(
    (entry: StaffSave) => {
      if (entry.form)
        navigate(entry.form.path, { state: { restoreStaffSave: entry.id } satisfies RestoreState });
    },
    [navigate],
  );
}

/**
 * On a page that can take its values back: when it was opened from a refused entry, gives `apply`
 * what was typed and lets the entry go (it now lives in the form).
 */
export function useRestoreStaffSave<T>(apply: (values: T) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const id = (location.state as RestoreState | null)?.restoreStaffSave;
  useEffect(() => {
    if (!id) return;
    let live = true;
    staffOutboxEntries().then((entries) => {
      const entry = entries.find((candidate) => candidate.id === id);
      if (!live || !entry?.form) return;
      apply(entry.form.values as T);
      void discardStaffSave(entry.id);
      navigate(location.pathname + location.search, { replace: true, state: null });
    });
    return () => {
      live = false;
    };
  }, [id, apply, navigate, location.pathname, location.search]);
}
