import { appRecordEndpoints } from '@awb/contract/app-record.contract';
import { APP_TYPE } from '@awb/contract/common/apps';
import { housingEndpoints } from '@awb/contract/housing.contract';
import { LISTING_TYPE } from '@awb/contract/housing-options';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../platform/api.ts';
import { dialog } from '../../platform/dialog.tsx';
import { nav } from '../../platform/nav.ts';
import { refreshHouse } from './house.queries.ts';

/** Approval item ids inside oaParam (seed 000 §7): delete sale 3, rent 9. */
const DELETE_OA_ITEM: Record<number, number> = { [LISTING_TYPE.sale]: 3, [LISTING_TYPE.rent]: 9 };

/** Confirm prompts of seed 000 §5 for listings. */
export const LISTING_CONFIRM = {
  toPublic: '是否确定转为公盘？',
  remove: '是否确定删除该房源',
} as const;

export async function convertToPublic(queryClient: QueryClient, houseId: number): Promise<void> {
  if ((await dialog.confirm({ content: LISTING_CONFIRM.toPublic })) !== 'confirm') return;
  try {
    const result = await call(housingEndpoints.housingToPublic, { query: { houseId } });
    dialog.success(result.msg);
    await refreshHouse(queryClient);
  } catch {
    // Shown by the request layer.
  }
}

export async function removeListing(queryClient: QueryClient, houseId: number, type: number): Promise<void> {
  if ((await dialog.confirm({ content: LISTING_CONFIRM.remove, confirmText: '删除' })) !== 'confirm') return;
  try {
    const result = await call(housingEndpoints.housingToRecycle, {
      body: { houseId, oaParam: { oaItemId: DELETE_OA_ITEM[type], oaReamrk: '' } },
    });
    dialog.success(result.msg);
    await refreshHouse(queryClient);
    setTimeout(() => nav.navigateBack(), 1500);
  } catch {
    // Shown by the request layer.
  }
}

/** Adds to or removes from the caller's favourites (app/collection). */
export async function toggleCollected(queryClient: QueryClient, houseId: number, type: number, collected: boolean) {
  try {
    const result = await call(appRecordEndpoints.collection, {
      query: { appType: APP_TYPE.house, type, itemId: houseId, status: collected ? 0 : 1 },
    });
    dialog.success(result.data.collected ? '已收藏' : '已取消收藏');
    await refreshHouse(queryClient);
  } catch {
    // Shown by the request layer.
  }
}
