import type { QueryClient } from '@tanstack/react-query';
import { REQUEST } from '../../platform/api.ts';
import { dialog } from '../../platform/dialog.tsx';
import { nav } from '../../platform/nav.ts';
import { refreshHouse } from './house.queries.ts';

/** After a team call succeeded: the server's message, the house pages refreshed, back after 1.5 s. */
export async function afterTeamChange(queryClient: QueryClient, msg: string): Promise<void> {
  dialog.success(msg);
  await refreshHouse(queryClient);
  setTimeout(() => nav.navigateBack(), REQUEST.toastMs);
}

/** Approval item ids inside oaParam (seed 000 §7): entrustment sale 32 / rent 37, key sale 34 / rent 39. */
export const TEAM_OA_ITEM = {
  entrustment: { 1: 32, 2: 37 } as Record<number, number>,
  key: { 1: 34, 2: 39 } as Record<number, number>,
} as const;
