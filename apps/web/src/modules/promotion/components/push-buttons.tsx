import { PUSH_STATE } from '@awb/contract/promotion-constants';
import type { TPortalState } from '@awb/contract/promotion-views';
import { Button } from 'antd-mobile';
import { pushTo, removeFrom, shelve } from './push-actions.ts';

/** What can be done with a listing on a portal from its state; `onChanged` after a change went through. */
export function PushButtons({
  portal,
  houseId,
  state,
  portalState,
  onChanged,
}: {
  portal: number;
  houseId: number;
  state: number;
  portalState: TPortalState | undefined;
  onChanged: () => void;
}) {
  const run = async (action: () => Promise<boolean>) => {
    if (await action()) onChanged();
  };
  if (state === PUSH_STATE.online) {
    return (
      <Button size="small" onClick={() => void run(() => shelve(portal, houseId, false))}>
        下架
      </Button>
    );
  }
  if (state === PUSH_STATE.offline) {
    return (
      <>
        <Button size="small" color="danger" fill="outline" onClick={() => void run(() => removeFrom(portal, houseId))}>
          删除
        </Button>
        <Button size="small" color="primary" onClick={() => void run(() => shelve(portal, houseId, true))}>
          上架
        </Button>
      </>
    );
  }
  if (state === PUSH_STATE.pushing) {
    return (
      <Button size="small" disabled>
        审核中
      </Button>
    );
  }
  return (
    <Button size="small" color="primary" onClick={() => void run(() => pushTo(portal, houseId, portalState))}>
      {state === PUSH_STATE.failed ? '重新推送' : '推送'}
    </Button>
  );
}
