import { CLOUD_TYPE, COLLECT_SAVE_STATE, COLLECT_SAVE_STATE_NAMES } from '@awb/contract/collect-constants';
import type { TCollectDetail } from '@awb/contract/collect-views';
import { LISTING_TYPE } from '@awb/contract/housing-options';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { PhoneLink } from '../../../ui/phone-link.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import styles from '../collect.module.css';
import { collectCalls, useCollectDetail, useRefreshCollect } from '../collect.queries.ts';
import { floorText, layoutText, priceText, unitPriceText } from '../collect-format.ts';
import { CollectPictures } from '../components/collect-pictures.tsx';

const CONVERT_PROMPT = '确定将该房源转为公司房源吗？将打开录入房源页面，信息已为您预填。';

function Field({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <span className={styles.fieldLabel}>{label}</span>
      {value || '—'}
    </div>
  );
}

function Detail({ d }: { d: TCollectDetail }) {
  const sale = d.cloudtype === CLOUD_TYPE.sale;
  return (
    <>
      <CollectPictures pictures={d.pictures} title={d.village} />
      <section className={styles.panel} aria-label="房源概况">
        <div className={styles.headline}>{d.title || d.village}</div>
        <div className={styles.tags}>
          <Tag color="primary" fill="outline">
            {d.sourceName}
          </Tag>
          {d.saveState !== COLLECT_SAVE_STATE.none ? (
            <Tag color={d.saveState === COLLECT_SAVE_STATE.converted ? 'success' : 'warning'}>
              {COLLECT_SAVE_STATE_NAMES[d.saveState]}
            </Tag>
          ) : null}
        </div>
        <div className={styles.facts}>
          <div>
            <div className={styles.factValue}>{priceText(d.cloudtype, d.price)}</div>
            <div className={styles.factLabel}>{sale ? '售价' : '租金'}</div>
          </div>
          <div>
            <div className={styles.factPlain}>{layoutText(d.room, d.hall, d.toilet)}</div>
            <div className={styles.factLabel}>户型</div>
          </div>
          <div>
            <div className={styles.factPlain}>{d.area}㎡</div>
            <div className={styles.factLabel}>建筑面积</div>
          </div>
        </div>
      </section>
      <section className={styles.panel} aria-label="房源信息">
        <div className={styles.fields}>
          {sale ? <Field label="单价" value={unitPriceText(d.cloudtype, d.unitPrice)} /> : null}
          <Field label="楼层" value={floorText(d.floor, d.totalFloor)} />
          <Field label="朝向" value={d.toward} />
          <Field label="装修" value={d.decoration} />
          <Field label="小区" value={d.village} />
          <Field label="区域" value={d.districtName} />
          <Field label="地址" value={d.address} wide />
          <Field label="发布时间" value={d.publishedAt} wide />
          <Field label="采集时间" value={d.collectedAt} wide />
          {d.savedAt ? <Field label="保存时间" value={d.savedAt} wide /> : null}
        </div>
      </section>
      {d.description ? (
        <section className={styles.panel} aria-label="房源描述">
          <div className={styles.panelTitle}>房源描述</div>
          <div className={styles.description}>{d.description}</div>
        </section>
      ) : null}
      <section className={styles.panel} aria-label="联系方式">
        <div className={styles.contact}>
          <span>
            {d.contactName || '业主'} {d.contactPhone || '暂无号码'}
          </span>
          {d.phoneVisible ? (
            <PhoneLink phone={d.contactPhone} className={styles.link} label="拨打业主电话">
              拨打
            </PhoneLink>
          ) : (
            <span className={styles.unit}>号码已隐藏</span>
          )}
        </div>
        <div className={styles.contact} style={{ marginTop: 10 }}>
          <span>来源：{d.sourceName}</span>
          {d.url ? (
            <button
              type="button"
              className={styles.link}
              onClick={() =>
                nav.navigateTo(withQuery('pages/public/web-view', { url: d.url, title: `${d.sourceName}原文` }))
              }
            >
              原文链接
            </button>
          ) : null}
        </div>
      </section>
    </>
  );
}

/** pages/collect/detail?id: a collected listing, 保存 and 转为房源. */
export default function CollectDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useCollectDetail(id);
  const refresh = useRefreshCollect();
  const [busy, setBusy] = useState(false);
  const d = detail.data;

  const save = async () => {
    setBusy(true);
    try {
      dialog.success((await collectCalls.save(id)).msg);
      await refresh();
    } catch {
      // The request layer has shown the message.
    } finally {
      setBusy(false);
    }
  };
  const convert = async () => {
    if (!d) return;
    if (d.saveState === COLLECT_SAVE_STATE.converted && d.houseId) {
      nav.navigateTo(withQuery('pages/house/detail', { id: d.houseId, type: d.cloudtype === CLOUD_TYPE.sale ? 1 : 2 }));
      return;
    }
    if ((await dialog.confirm({ content: CONVERT_PROMPT })) !== 'confirm') return;
    const type = d.cloudtype === CLOUD_TYPE.sale ? LISTING_TYPE.sale : LISTING_TYPE.rent;
    nav.navigateTo(withQuery('pages/house/operation', { type, collectId: id }));
  };

  const footer = d ? (
    <div className={styles.footer}>
      <Button
        fill="outline"
        color="primary"
        loading={busy}
        disabled={d.saveState !== COLLECT_SAVE_STATE.none}
        onClick={() => void save()}
      >
        {d.saveState === COLLECT_SAVE_STATE.none ? '保存' : '已保存'}
      </Button>
      <Button color="primary" onClick={() => void convert()}>
        {d.saveState === COLLECT_SAVE_STATE.converted ? '查看房源' : '转为房源'}
      </Button>
    </div>
  ) : undefined;

  return (
    <PageShell title="采集详情" footer={footer}>
      {id ? (
        <QueryView query={detail}>{(data) => <Detail d={data} />}</QueryView>
      ) : (
        <EmptyState title="房源不存在" description="该采集房源已下架或链接有误" />
      )}
    </PageShell>
  );
}
