import { PUSH_STATE } from '@awb/contract/promotion-constants';
import type { THousePushState } from '@awb/contract/promotion-views';
import { Button, List } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { copyWithMessage } from '../../../platform/clipboard.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { PushButtons } from '../components/push-buttons.tsx';
import { PushRecordLines } from '../components/push-record-lines.tsx';
import { PushStateTag } from '../components/push-state-tag.tsx';
import { promotionCalls, useAcqShare, useHousePushState, useRefreshPromotion } from '../promotion.queries.ts';
import styles from './promotion.module.css';

/** The micro-site's own values (-1 not on it, 0 down, 1 up) shown as push states. */
const MICRO_WEB_STATE: Record<number, number> = { [-1]: PUSH_STATE.none, 0: PUSH_STATE.offline, 1: PUSH_STATE.online };
const MICRO_WEB_NAMES: Record<number, string> = { [-1]: '未推送', 0: '已下架', 1: '已上架' };

function MicroSite({ houseId, state, onChanged }: { houseId: number; state: number; onChanged: () => void }) {
  const share = useAcqShare(houseId, state === 1);
  const push = async () => {
    if ((await dialog.confirm({ content: '确定将该房源推送到获客小程序吗？' })) !== 'confirm') return;
    try {
      dialog.success((await promotionCalls.microWebPush(houseId)).msg);
      onChanged();
    } catch {
      // the request layer has shown why
    }
  };
  const link = share.data?.url || share.data?.path || '';
  const copy = async () => {
    const { ok, message } = await copyWithMessage(link);
    if (ok) dialog.success(message);
    else dialog.message(message);
  };
  return (
    <div className={styles.portal}>
      <div className={styles.portalHead}>
        <span>获客小程序</span>
        <PushStateTag state={MICRO_WEB_STATE[state] ?? PUSH_STATE.none} name={MICRO_WEB_NAMES[state] ?? ''} />
      </div>
      {share.data ? <div className={styles.rowLine}>{share.data.description}</div> : null}
      <div className={styles.actions}>
        {state === 1 && link ? (
          <Button size="small" onClick={() => void copy()}>
            复制分享链接
          </Button>
        ) : (
          <Button size="small" color="primary" onClick={() => void push()}>
            推送到微店
          </Button>
        )}
      </div>
    </div>
  );
}

function Portals({ data, onChanged }: { data: THousePushState; onChanged: () => void }) {
  return (
    <>
      <List header={data.title} className={styles.panel}>
        {data.portals.map((p) => (
          <div key={p.portal} className={styles.portal}>
            <div className={styles.portalHead}>
              <span>{p.portalName}</span>
              <PushStateTag state={p.state} name={p.stateName} />
            </div>
            {!p.configured ? <div className={styles.rowLine}>推送服务未配置，请联系管理员</div> : null}
            <PushRecordLines record={p} detail={p.portalListingId ? `平台编号 ${p.portalListingId}` : ''} />
            <div className={styles.actions}>
              <PushButtons
                portal={p.portal}
                houseId={data.houseId}
                state={p.state}
                portalState={p}
                onChanged={onChanged}
              />
            </div>
          </div>
        ))}
      </List>
      <div className={styles.panel}>
        <MicroSite houseId={data.houseId} state={data.microWeb} onChanged={onChanged} />
      </div>
    </>
  );
}

/** 推广房源 (pages/promotion/house?houseId=): one listing on every portal and the micro-site. */
function PromotionHousePage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('houseId') ?? params.get('id')) || 0;
  const state = useHousePushState(houseId);
  const refresh = useRefreshPromotion();
  return (
    <PageShell title="推广房源">
      <QueryView query={state}>{(data) => <Portals data={data} onChanged={() => void refresh()} />}</QueryView>
    </PageShell>
  );
}

export default withRequiredParams(PromotionHousePage, '推广房源', [{ name: ['houseId', 'id'] }]);
