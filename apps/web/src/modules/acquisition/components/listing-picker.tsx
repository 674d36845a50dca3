import { ACQ_SHELF } from '@awb/contract/acquisition-constants';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import { housingEndpoints } from '@awb/contract/housing.contract';
import type { TListingRow } from '@awb/contract/housing-views';
import { Button, Popup, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { useCursorPaged } from '../../../platform/paged-query.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { ACQ_KEY, acquisitionCalls } from '../acquisition.queries.ts';
import { priceText } from '../acquisition-format.ts';
import styles from '../pages/acquisition.module.css';

/** The house book's listings the caller may see, of a type, by keyword (the house list call itself). */
function useListingChoices(type: number, searchKey: string, open: boolean) {
  return useCursorPaged<TListingRow>(
    [ACQ_KEY, 'listing-choices', type, searchKey],
    PAGE_SIZE.listings,
    ({ pageindex, cursor }) =>
      call(housingEndpoints.housingPosts, { body: { type, pageindex, cursor, searchKey } }, { loading: false }),
    open,
  );
}

/** A sheet to put one more listing of the house book up on the micro-site. */
export function ListingPicker({
  type,
  open,
  onClose,
  onAdded,
}: {
  type: number;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [key, setKey] = useState('');
  const list = useListingChoices(type, useDebounced(key, 300), open);
  const add = async (row: TListingRow) => {
    if ((await dialog.confirm({ content: '是否确定上架该房源？' })) !== 'confirm') return;
    try {
      const result = await acquisitionCalls.shelve(row.houseId, type, ACQ_SHELF.up);
      dialog.success(result.msg);
      onAdded();
    } catch {
      // The request layer has shown the message.
    }
  };
  return (
    <Popup visible={open} onMaskClick={onClose} bodyStyle={{ height: '75vh', overflowY: 'auto' }}>
      <div className={styles.panelHead}>
        选择房源
        <button type="button" className={styles.more} onClick={onClose}>
          关闭
        </button>
      </div>
      <div className={styles.search}>
        <SearchBar placeholder="小区名、房源编号" value={key} onChange={setKey} />
      </div>
      <InfiniteList
        query={list}
        className={styles.list}
        itemKey={(r) => r.houseId}
        renderItem={(r) => (
          <div className={styles.row}>
            <div className={styles.rowTop}>
              <span className={styles.rowTitle}>{r.title}</span>
              <Button size="mini" color="primary" onClick={() => void add(r)} aria-label={`上架 ${r.houseCode}`}>
                上架
              </Button>
            </div>
            <div className={styles.rowLine}>
              {r.houseCode} · {priceText(type, r.sellPrice, r.rentPrice)} · {r.stateName}
            </div>
          </div>
        )}
        empty={<EmptyState title="没有找到房源" />}
      />
    </Popup>
  );
}
