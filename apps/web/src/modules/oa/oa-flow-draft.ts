import { useSyncExternalStore } from 'react';
import { emptyFlow, type TFlowValues } from './oa-flow-form.ts';
import type { TNamed } from './oa-steps.ts';

/**
 * The flow form being edited, shared by approve-operat, approve-flows and approve-role-user. Only one
 * overlay route is drawn at a time (over the last ordinary page), so the steps editor is unmounted
 * while the role/user chooser or the organisation picker is open: the values live here, in
 * sessionStorage (a reload keeps them), and every page re-reads them on a change.
 */
export type TFlowDraft = { flowId: number; values: TFlowValues };

const KEY = 'oaFlowDraft';
const EVENT = 'awb:oa-flow-draft';
let cached: { raw: string | null; draft: TFlowDraft | null } = { raw: null, draft: null };

export function readFlowDraft(): TFlowDraft | null {
  const raw = sessionStorage.getItem(KEY);
  if (raw !== cached.raw) {
    try {
      cached = { raw, draft: raw ? (JSON.parse(raw) as TFlowDraft) : null };
    } catch {
      cached = { raw, draft: null };
    }
  }
  return cached.draft;
}

export function writeFlowDraft(draft: TFlowDraft): void {
  sessionStorage.setItem(KEY, JSON.stringify(draft));
  window.dispatchEvent(new Event(EVENT));
}

export function updateFlowDraft(change: (values: TFlowValues) => TFlowValues): void {
  const draft = readFlowDraft() ?? { flowId: 0, values: emptyFlow() };
  writeFlowDraft({ ...draft, values: change(draft.values) });
}

export function clearFlowDraft(): void {
  sessionStorage.removeItem(KEY);
  window.dispatchEvent(new Event(EVENT));
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
};

export function useFlowDraft(): TFlowDraft | null {
  return useSyncExternalStore(subscribe, readFlowDraft);
}

/**
 * Where approve-role-user writes its choice: the sponsor roles, the copied users, or the users / roles
 * of one step ('step:0:users').
 */
export type TChooserTarget = 'sponsorRoles' | 'copyTo' | `step:${number}:users` | `step:${number}:roles`;

export const isRoleTarget = (target: string) => target === 'sponsorRoles' || target.endsWith(':roles');

export function targetValue(values: TFlowValues, target: string): TNamed[] {
  if (target === 'sponsorRoles') return values.sponsorRoles;
  if (target === 'copyTo') return values.copyTo;
  const [, index, field] = target.split(':');
  const step = values.steps[Number(index)];
  if (!step) return [];
  return field === 'roles' ? step.roles : step.users;
}

export function withTarget(values: TFlowValues, target: string, list: TNamed[]): TFlowValues {
  if (target === 'sponsorRoles') return { ...values, sponsorRoles: list };
  if (target === 'copyTo') return { ...values, copyTo: list };
  const [, index, field] = target.split(':');
  const at = Number(index);
  return {
    ...values,
    steps: values.steps.map((s, i) => (i === at ? { ...s, [field === 'roles' ? 'roles' : 'users']: list } : s)),
  };
}
