import { ACQ_CONFIRM, ACQ_LISTING_TYPE, ACQ_LISTING_TYPE_NAMES, ACQ_SHELF } from '@awb/contract/acquisition-constants';
import type { TAcqListing } from '@awb/contract/acquisition-views';
import { Button, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { acquisitionCalls, useAcqListings, useRefreshAcquisition } from '../acquisition.queries.ts';
import { priceText } from '../acquisition-format.ts';
import { ListingPicker } from '../components/listing-picker.tsx';
import styles from './acquisition.module.css';

/** Runs an action after its confirm prompt, with the server's success toast; answers whether it ran. */
async function confirmed(prompt: string, action: () => Promise<{ msg: string }>): Promise<boolean> {
  if ((await dialog.confirm({ content: prompt })) !== 'confirm') return false;
  try {
    dialog.success((await action()).msg);
    return true;
  } catch {
    return false;
  }
}

function ListingRow({ l, onChanged }: { l: TAcqListing; onChanged: () => void }) {
  const up = l.state === ACQ_SHELF.up;
  const shelve = async () => {
    const prompt = up ? ACQ_CONFIRM.down : ACQ_CONFIRM.upOrDown(true);
    const next = up ? ACQ_SHELF.down : ACQ_SHELF.up;
    if (await confirmed(prompt, () => acquisitionCalls.shelve(l.itemId, l.type, next))) onChanged();
  };
  const remove = async () => {
    if (await confirmed(ACQ_CONFIRM.remove, () => acquisitionCalls.remove(l.itemId, l.type))) onChanged();
  };
  return (
    <article className={styles.row} aria-label={`房源 ${l.houseCode}`}>
      <button
        type="button"
        className={`${styles.rowTop} ${styles.rowButton}`}
        disabled={!l.title}
        onClick={() => nav.navigateTo(withQuery('pages/house/detail', { id: l.itemId, type: l.type }))}
      >
        <span className={styles.rowTitle}>{l.title || '房源已删除'}</span>
        <Tag color={up ? 'success' : 'default'} fill="outline">
          {l.stateName}
        </Tag>
      </button>
      <div className={styles.rowLine}>
        {l.houseCode} · {priceText(l.type, l.sellPrice, l.rentPrice)} · 浏览{l.viewCount}次
        {l.upAt ? ` · 上架于 ${l.upAt}` : ''}
      </div>
      <div className={styles.actions}>
        <Button size="small" color="danger" fill="outline" onClick={() => void remove()}>
          删除
        </Button>
        <Button size="small" color={up ? 'default' : 'primary'} onClick={() => void shelve()}>
          {up ? '下架' : '上架'}
        </Button>
      </div>
    </article>
  );
}

const TYPES = [ACQ_LISTING_TYPE.sale, ACQ_LISTING_TYPE.rent];

/** Listings on the micro-site by type (seed 001 §9: 1 sale, 2 rent): put up, down, remove, add more. */
export default function AcqHousePage() {
  const [params] = useSearchParams();
  const [type, setType] = useState<number>(() =>
    Number(params.get('type')) === ACQ_LISTING_TYPE.rent ? ACQ_LISTING_TYPE.rent : ACQ_LISTING_TYPE.sale,
  );
  const [picking, setPicking] = useState(false);
  const list = useAcqListings(type);
  const refresh = useRefreshAcquisition();
  return (
    <PageShell
      title="房源管理"
      right={
        <button type="button" className={styles.more} onClick={() => setPicking(true)}>
          添加房源
        </button>
      }
    >
      <Tabs className={styles.tabs} activeKey={String(type)} onChange={(key) => setType(Number(key))}>
        {TYPES.map((t) => (
          <Tabs.Tab key={t} title={`${ACQ_LISTING_TYPE_NAMES[t]}房源`} />
        ))}
      </Tabs>
      <InfiniteList
        query={list}
        className={styles.list}
        itemKey={(l) => l.itemId}
        renderItem={(l) => <ListingRow l={l} onChanged={() => void refresh()} />}
        empty={
          <EmptyState title="微店暂无房源" description="添加房源后，客户可在小程序浏览">
            <Button color="primary" fill="outline" onClick={() => setPicking(true)}>
              添加房源
            </Button>
          </EmptyState>
        }
      />
      <ListingPicker
        type={type}
        open={picking}
        onClose={() => setPicking(false)}
        onAdded={() => {
          setPicking(false);
          void refresh();
        }}
      />
    </PageShell>
  );
}
