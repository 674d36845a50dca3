import { housingEndpoints } from '@awb/contract/housing.contract';
import { TEAM_TYPE } from '@awb/contract/housing-options';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../platform/api.ts';
import { dialog } from '../../platform/dialog.tsx';
import { nav, withQuery } from '../../platform/nav.ts';
import { refreshHouse } from './house.queries.ts';

/** The page that takes each team role (seed 000 §2); the maintainer is taken in place after a confirm. */
export const TEAM_ROLE_PAGE: Record<number, string | null> = {
  [TEAM_TYPE.maintainer]: null,
  [TEAM_TYPE.key]: 'pages/house/enterkey',
  [TEAM_TYPE.entrustment]: 'pages/house/entrust',
  [TEAM_TYPE.surveyor]: 'pages/house/actual-survey',
  [TEAM_TYPE.agent]: 'pages/house/exclusive',
};

export const TEAM_ROLE_ACTION: Record<number, string> = {
  [TEAM_TYPE.maintainer]: '成为维护人',
  [TEAM_TYPE.key]: '录入钥匙',
  [TEAM_TYPE.entrustment]: '签委托',
  [TEAM_TYPE.surveyor]: '去实勘',
  [TEAM_TYPE.agent]: '抢独家',
};

/** Confirm prompts of seed 000 §5 (become maintainer, release team member). */
export const TEAM_CONFIRM = {
  maintainer: '是否确定成为维护人？',
  relieve: '确定要解除该成员吗？',
} as const;

/** Takes a vacant role: the maintainer after the confirm prompt, the others on their own page. */
export async function takeRole(
  queryClient: QueryClient,
  houseId: number,
  type: number,
  teamType: number,
): Promise<void> {
  const page = TEAM_ROLE_PAGE[teamType];
  if (page) {
    nav.navigateTo(withQuery(page, { id: houseId, type }));
    return;
  }
  if ((await dialog.confirm({ content: TEAM_CONFIRM.maintainer })) !== 'confirm') return;
  try {
    const result = await call(housingEndpoints.teamMaintainer, { body: { houseId, remark: '' } });
    dialog.success(result.msg);
    await refreshHouse(queryClient);
  } catch {
    // Shown by the request layer.
  }
}

/** Releases a team member after the confirm prompt. */
export async function relieveMember(
  queryClient: QueryClient,
  member: { teamId: number; userName: string; typeName: string },
): Promise<void> {
  if ((await dialog.confirm({ content: TEAM_CONFIRM.relieve })) !== 'confirm') return;
  try {
    const result = await call(housingEndpoints.teamRelieve, { body: { teamId: member.teamId } });
    dialog.success(result.msg);
    await refreshHouse(queryClient);
  } catch {
    // Shown by the request layer.
  }
}
