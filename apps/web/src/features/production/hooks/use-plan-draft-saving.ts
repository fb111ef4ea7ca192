import type { PlanDraftPlans, SavePlanDraftRequest } from '@kadai/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { savePlanDraft } from '../api/save-plan-draft.ts';
import type { Plans } from './use-planning-plans.ts';

/** A moment after the last keystroke: one request per pause in typing, not one per digit. */
const SAVE_DELAY_MS = 400;

export type DraftSaveState =
  | { kind: 'restored' | 'idle' | 'saving' | 'saved' }
  | { kind: 'failed'; message: string };

/**
 * Keeps the typed plans on the server as the user's draft for the team today, so a
 * session that ends loses nothing: the page puts them back after sign-in. The plans the page
 * opened with (the restored draft) are not sent back; every change after them is, a moment after
 * the last one, and a change still waiting when the page closes is sent then.
 */
export function usePlanDraftSaving(options: {
  teamId: string;
  plans: Plans;
  restored: boolean;
  /** False on urgent planning: its plans are not the team's draft and are never sent. */
  enabled?: boolean;
}) {
  const { teamId, plans, enabled = true } = options;
  const opened = useRef(plans);
  const pending = useRef<SavePlanDraftRequest | null>(null);
  const [state, setState] = useState<DraftSaveState>({ kind: options.restored ? 'restored' : 'idle' });

  const send = useCallback((request: SavePlanDraftRequest) => {
    setState({ kind: 'saving' });
    savePlanDraft(request).then(
      () => {
        // A newer change may be waiting or on its way; only the last one may say "saved".
        if (pending.current === null) setState({ kind: 'saved' });
      },
      (caught: unknown) =>
        setState({
          kind: 'failed',
          message: isApiRequestError(caught) ? caught.message : 'the shop did not answer',
        }),
    );
  }, []);

  useEffect(() => {
    if (!enabled || plans === opened.current) return;
    const request = { teamId, plans: Object.fromEntries(plans) as PlanDraftPlans };
    pending.current = request;
    const timer = setTimeout(() => {
      pending.current = null;
      send(request);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, teamId, plans, send]);

  // Leaving the page inside the pause still keeps the last keystrokes.
  useEffect(
    () => () => {
      const request = pending.current;
      pending.current = null;
      if (request) void savePlanDraft(request).catch(() => undefined);
    },
    [],
  );

  return state;
}

/** The line under the planning summary that says where the typed plan stands. */
export function draftSaveLabel(state: DraftSaveState): string | null {
  switch (state.kind) {
    case 'restored':
      return 'Your typed plan was restored';
    case 'saving':
      return 'Keeping your typed plan…';
    case 'saved':
      return 'Typed plan kept';
    case 'failed':
      return `Your typed plan could not be kept: ${state.message}`;
    default:
      return null;
  }
}
