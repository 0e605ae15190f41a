import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { saveSheetRows, sheetKey } from '../api/meetings';
import { entryOf, type RowDraft } from './sheet-draft';

/** How long a row waits after its last change before it is sent. */
export const SAVE_DELAY_MS = 600;

/** How a save ended: all saved, rows left waiting for a fix, or refused. */
export type Saved = 'saved' | 'invalid' | 'failed';

/** Where the saving of the sheet stands, for the line beside its buttons. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** Some rows hold an amount that does not read: they wait until it is fixed. */
  | { kind: 'invalid' }
  /** Refused: the refusal, said in the language on screen when it is shown. */
  | { kind: 'failed'; error: unknown };

/**
 * docs/decisions/meetings.md, "Saving as you go": each row changed is sent shortly after its last
 * change (or at once on `flush`: a blur, a submit), alone with the others changed meanwhile, so a
 * reload or another official's phone shows the draft as it was left. One save at a time; a row
 * changed while a save is under way goes with the next one, and a refused save keeps its rows for
 * the next.
 */
export function useSheetSaving(meetingId: number) {
  const queryClient = useQueryClient();
  // The rows typed on this screen; the others are as the server sent them.
  const [drafts, setDrafts] = useState<ReadonlyMap<number, RowDraft>>(() => new Map());
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const typed = useRef(drafts);
  const unsaved = useRef(new Set<number>());
  const account = useRef<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<Saved> | null>(null);

  const send = useCallback(async (): Promise<Saved> => {
    const ids = [...unsaved.current];
    const sent = ids.filter((id) => {
      const draft = typed.current.get(id);
      return draft !== undefined && entryOf(id, draft) !== null;
    });
    const entries = sent.map((id) => entryOf(id, typed.current.get(id)!)!);
    const invalid = sent.length < ids.length;
    const accountId = account.current;
    if (entries.length === 0 && accountId === undefined) {
      if (invalid) setState({ kind: 'invalid' });
      return invalid ? 'invalid' : 'saved';
    }
    for (const id of sent) unsaved.current.delete(id);
    account.current = undefined;
    setState({ kind: 'saving' });
    try {
      await saveSheetRows(queryClient, meetingId, {
        ...(accountId === undefined ? {} : { account_id: accountId }),
        entries,
      });
      setState(invalid ? { kind: 'invalid' } : { kind: 'saved' });
      return invalid ? 'invalid' : 'saved';
    } catch (error) {
      for (const id of sent) unsaved.current.add(id);
      account.current ??= accountId;
      setState({ kind: 'failed', error });
      // A sheet submitted meanwhile (by another official) is shown as it now is.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: sheetKey(meetingId) });
      }
      return 'failed';
    }
  }, [queryClient, meetingId]);

  /** Sends what is unsaved now, after the save under way: whether everything typed is now saved. */
  const flush = useCallback(async (): Promise<Saved> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    while (running.current) await running.current;
    const run = send();
    running.current = run;
    try {
      return await run;
    } finally {
      if (running.current === run) running.current = null;
    }
  }, [send]);

  /** A row changed: kept on screen at once, sent once the typing pauses. */
  const change = useCallback(
    (userId: number, draft: RowDraft) => {
      const next = new Map(typed.current);
      next.set(userId, draft);
      typed.current = next;
      setDrafts(next);
      unsaved.current.add(userId);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  /** "Received into" chosen: saved at once, with any row waiting. */
  const chooseAccount = useCallback(
    (accountId: number) => {
      account.current = accountId;
      void flush();
    },
    [flush],
  );

  // Leaving the screen, or the page, sends what is still waiting rather than dropping it.
  useEffect(() => {
    const leave = () => {
      if (timer.current !== undefined || unsaved.current.size > 0) void flush();
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [flush]);

  return { drafts, state, change, flush, chooseAccount };
}
