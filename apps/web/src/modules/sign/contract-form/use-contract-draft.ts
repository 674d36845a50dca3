import { CODE, MSG } from '@awb/contract/common/codes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../platform/api.ts';
import { authStore } from '../../../platform/auth-store.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { normaliseContent, type TFormContent } from './contract-content.ts';
import { loadDraft, sendDraft } from './contract-form.queries.ts';
import {
  flushOutbox,
  readEntry,
  recordSent,
  stageChange,
  type TOutboxEntry,
  type TSendResult,
  writeEntry,
} from './draft-outbox.ts';

/** Seed 000 §9: the autosave flag shows 3 s; saves wait for a 1.5 s pause in typing. */
export const AUTOSAVE = { debounceMs: 1500, flagMs: 3000, retryMs: 15_000 } as const;

export type TSaveState = 'idle' | 'saved' | 'offline';

/** Makes the outbox entry of a draft from the server's copy (the phone's own copy wins while it has unsent typing). */
async function openEntry(owner: string, draftCode: string, boxid: number): Promise<TOutboxEntry> {
  const local = readEntry(localStorage, owner, draftCode);
  if (local?.dirty) return local;
  try {
    const d = await loadDraft(draftCode);
    const entry: TOutboxEntry = {
      boxid: d.boxid,
      draftCode: d.draftCode,
      contractId: d.contractId,
      version: d.version,
      content: normaliseContent(d.content, d.draftCode),
      dirty: false,
      changedAt: Date.now(),
    };
    writeEntry(localStorage, owner, entry);
    return entry;
  } catch (error) {
    if (local) return local;
    if (error instanceof ApiError && error.code === CODE.notFound) throw error;
    if (boxid > 0) throw new ApiError(CODE.notFound, '草稿不存在或已删除');
    throw error;
  }
}

/**
 * A draft being typed: every change goes to the phone's outbox at once and to the server after a
 * pause (signDraftSave); offline it waits for the `online` event (and retries every 15 s); a 409
 * says so and reloads the server's copy.
 */
export function useContractDraft(draftCode: string, boxid: number) {
  const owner = authStore.myToken();
  const [entry, setEntry] = useState<TOutboxEntry | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [saveState, setSaveState] = useState<TSaveState>('idle');
  const entryRef = useRef<TOutboxEntry | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const flagTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sending = useRef<Promise<TSendResult> | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      const opened = await openEntry(owner, draftCode, boxid);
      entryRef.current = opened;
      setEntry(opened);
    } catch (e) {
      setError(e);
    }
  }, [owner, draftCode, boxid]);

  const save = useCallback(async (): Promise<TSendResult> => {
    if (sending.current) await sending.current;
    const current = readEntry(localStorage, owner, draftCode);
    if (!current) return { kind: 'skipped' };
    if (!current.dirty) return { kind: 'saved', version: current.version };
    const run = sendDraft(current);
    sending.current = run;
    let result: TSendResult;
    try {
      result = await run;
    } finally {
      sending.current = null;
    }
    const next = recordSent(localStorage, owner, current, result);
    if (next && entryRef.current) {
      entryRef.current = { ...entryRef.current, version: next.version, dirty: next.dirty };
      setEntry(entryRef.current);
    }
    if (result.kind === 'saved') {
      setSaveState('saved');
      clearTimeout(flagTimer.current);
      flagTimer.current = setTimeout(() => setSaveState('idle'), AUTOSAVE.flagMs);
    } else if (result.kind === 'offline') {
      setSaveState('offline');
    } else if (result.kind === 'conflict') {
      await dialog.alert({ content: MSG.conflict });
      const local = readEntry(localStorage, owner, draftCode);
      if (local) writeEntry(localStorage, owner, { ...local, dirty: false });
      await load();
    }
    return result;
  }, [owner, draftCode, load]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE.debounceMs);
  }, [save]);

  const update = useCallback(
    (change: (content: TFormContent) => TFormContent) => {
      const base = entryRef.current;
      if (!base) return;
      const next = stageChange(localStorage, owner, { ...base, content: change(base.content) });
      entryRef.current = next;
      setEntry(next);
      schedule();
    },
    [owner, schedule],
  );

  useEffect(() => {
    void load();
  }, [load]);

  // A draft opened with typing still on the phone goes out after the usual pause.
  const loaded = entry !== null;
  useEffect(() => {
    if (loaded && entryRef.current?.dirty) schedule();
  }, [loaded, schedule]);

  // Back online (or every 15 s while something waits): send this draft and any other left on the phone.
  useEffect(() => {
    const flush = () => {
      void save().then(() => flushOutbox(localStorage, owner, sendDraft));
    };
    window.addEventListener('online', flush);
    const retry = setInterval(() => {
      if (entryRef.current?.dirty && navigator.onLine) flush();
    }, AUTOSAVE.retryMs);
    return () => {
      window.removeEventListener('online', flush);
      clearInterval(retry);
      clearTimeout(timer.current);
      clearTimeout(flagTimer.current);
      // Leaving the page mid-pause: send what was typed now rather than after the next change.
      if (entryRef.current?.dirty) void save();
    };
  }, [owner, save]);

  return { entry, error, saveState, update, save, reload: load };
}
