import { CODE } from '@awb/contract/common/codes';
import { LISTING_TYPE } from '@awb/contract/housing-options';
import type { TListingDetail } from '@awb/contract/housing-views';
import { useQueryClient } from '@tanstack/react-query';
import { ActionSheet, Button, List } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { EditSOutline, MoreOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../../platform/api.ts';
import { dialog } from '../../../../platform/dialog.tsx';
import { SIGN_START_PAGE, useMayStartSigning } from '../../../../platform/may-start-signing.ts';
import { nav, withQuery } from '../../../../platform/nav.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { PageShell } from '../../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../../ui/query-view.tsx';
import { FollowUpList } from '../../components/follow-up-list.tsx';
import { useListingDetail } from '../../house.queries.ts';
import { layoutText, trimNumber, wanText } from '../../house-format.ts';
import { convertToPublic, removeListing, toggleCollected } from '../../listing-actions.ts';
import styles from './detail.module.css';
import { Gallery } from './gallery.tsx';
import { InfoGrid } from './info-grid.tsx';
import { OWNER_CARD_ID, ProtectedInfo } from './protected-info.tsx';
import { TeamCard } from './team-card.tsx';
import { EvaluationCard, TrendCard } from './trend-card.tsx';

/** Opens the live listing a 4001001 answer names (its data: {houseId, type}). */
function openLive(error: ApiError): void {
  const live = error.data as { houseId?: number; type?: number } | null;
  if (live?.houseId) nav.redirectTo(withQuery('pages/house/detail', { id: live.houseId, type: live.type }));
}

/** pages/house/detail?id&type: one listing with everything an agent needs before calling the owner. */
export default function HouseDetailPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const type = Number(params.get('type')) || undefined;
  const detail = useListingDetail(houseId, type);
  const error = detail.error;

  // Seed 000 §8: 4001001 shows the message with 去跟进, which opens the listing the house lives on as now.
  useEffect(() => {
    if (!(error instanceof ApiError) || error.code !== CODE.listingExists) return;
    void dialog
      .custom({
        content: error.message,
        buttons: [
          { text: '取消', result: 'cancel' },
          { text: '去跟进', result: 'confirm', primary: true },
        ],
      })
      .then((r) => {
        if (r === 'confirm') openLive(error);
      });
  }, [error]);

  return (
    <PageShell title="房源详情">
      {houseId === 0 ? (
        <EmptyState title="房源不存在或已删除" />
      ) : detail.isPending ? (
        <LoadingBlock />
      ) : detail.data ? (
        <DetailBody detail={detail.data} />
      ) : error instanceof ApiError && error.code === CODE.listingExists ? (
        <EmptyState title={error.message}>
          <Button color="primary" shape="rounded" onClick={() => openLive(error)}>
            去跟进
          </Button>
        </EmptyState>
      ) : error instanceof ApiError && error.code === CODE.notFound ? (
        <EmptyState title={error.message} />
      ) : (
        <LoadError error={error} onRetry={() => void detail.refetch()} />
      )}
    </PageShell>
  );
}

function DetailBody({ detail }: { detail: TListingDetail }) {
  const queryClient = useQueryClient();
  const d = detail.requestData;
  const sale = d.type === LISTING_TYPE.sale;
  const ops = detail.operations;
  const [more, setMore] = useState(false);
  const maySign = useMayStartSigning();
  const q = { id: d.houseId, type: d.type };
  const go = (page: string) => nav.navigateTo(withQuery(page, q));

  const item = (key: string, text: string, run: () => void, danger = false): Action => ({
    key,
    text,
    danger,
    onClick: () => {
      setMore(false);
      run();
    },
  });
  const actions: Action[] = [
    ...(ops.edit ? [item('edit', '编辑房源', () => go('pages/house/operation'))] : []),
    ...(ops.state ? [item('state', '修改状态', () => go('pages/house/update-status'))] : []),
    ...(ops.attribute ? [item('attr', '置顶 / 封盘 / 锁定', () => go('pages/house/update-attribute'))] : []),
    item('team', '团队管理', () => go('pages/house/team-work')),
    item('promote', '推广', () => nav.navigateTo(withQuery('pages/promotion/house', { houseId: d.houseId }))),
    ...(maySign
      ? [
          item('sign', '发起签约', () =>
            nav.navigateTo(withQuery(SIGN_START_PAGE, { houseId: d.houseId, type: d.type })),
          ),
        ]
      : []),
    ...(ops.toPublic && detail.attributeLabel.siPan
      ? [item('public', '转为公盘', () => void convertToPublic(queryClient, d.houseId))]
      : []),
    ...(ops.remove ? [item('remove', '删除房源', () => void removeListing(queryClient, d.houseId, d.type), true)] : []),
  ];

  const price = sale ? wanText(d.sellPrice) : d.rentPrice ? `${trimNumber(d.rentPrice)}元/月` : '';
  return (
    <>
      <Gallery pictures={detail.pictures} onSurvey={() => go('pages/house/actual-survey')} />
      <section className={styles.summary}>
        <h1 className={styles.title}>
          {d.title || `${d.communityInfo.communityName} ${layoutText(d.room, d.hall, d.showerRoom)}`}
        </h1>
        <div className={styles.labels}>
          <span className={styles.stateLabel}>{d.stateName}</span>
          {detail.attributeLabel.labels.map((l) => (
            <span key={l} className={styles.label}>
              {l}
            </span>
          ))}
        </div>
        <div className={styles.stats}>
          <div>
            <b className={styles.price}>{price || '—'}</b>
            <span>{sale ? '售价' : '租金'}</span>
          </div>
          <div>
            <b>
              {sale
                ? d.unitPrice
                  ? `${d.unitPrice.toLocaleString('zh-CN')}`
                  : '—'
                : layoutText(d.room, d.hall, d.showerRoom)}
            </b>
            <span>{sale ? '单价(元/㎡)' : '户型'}</span>
          </div>
          <div>
            <b>{trimNumber(d.houseArea)}㎡</b>
            <span>建筑面积</span>
          </div>
        </div>
      </section>
      <ProtectedInfo detail={detail} />
      <InfoGrid data={d} />
      <TeamCard detail={detail} />
      <TrendCard houseId={d.houseId} />
      <EvaluationCard houseId={d.houseId} sale={sale} />
      <List className={styles.links}>
        <List.Item onClick={() => go('pages/house/operation-detail')} extra="业主、房号等完整资料">
          房源资料
        </List.Item>
        <List.Item onClick={() => go('pages/house/other-record')}>操作记录</List.Item>
        <List.Item onClick={() => go('pages/house/circulation-record')}>流转记录</List.Item>
      </List>
      <section className={styles.card}>
        <div className={styles.cardHead}>
          <h2>跟进记录</h2>
          <button type="button" className={styles.cardAction} onClick={() => go('pages/house/write-follow')}>
            <EditSOutline /> 写跟进
          </button>
        </div>
        <FollowUpList houseId={d.houseId} type={d.type} />
      </section>
      <div className={styles.footerSpace} />
      <div className={styles.footer}>
        <button
          type="button"
          className={styles.footerIcon}
          onClick={() => void toggleCollected(queryClient, d.houseId, d.type, detail.collected)}
        >
          {detail.collected ? <StarFill color="#ff9f1a" /> : <StarOutline />}
          <span>{detail.collected ? '已收藏' : '收藏'}</span>
        </button>
        <button type="button" className={styles.footerIcon} onClick={() => setMore(true)}>
          <MoreOutline />
          <span>更多</span>
        </button>
        <Button
          className={styles.footerMain}
          color="primary"
          fill="outline"
          onClick={() => go('pages/house/write-follow')}
        >
          写跟进
        </Button>
        <Button
          className={styles.footerMain}
          color="primary"
          onClick={() =>
            document.getElementById(OWNER_CARD_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' })
          }
        >
          联系业主
        </Button>
      </div>
      <ActionSheet visible={more} actions={actions} cancelText="取消" onClose={() => setMore(false)} />
    </>
  );
}
