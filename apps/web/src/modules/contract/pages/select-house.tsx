import { CODE } from '@awb/contract/common/codes';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import { housingEndpoints } from '@awb/contract/housing.contract';
import { LISTING_TYPE_NAMES, SEARCH_KEY_TYPE } from '@awb/contract/housing-options';
import { SearchBar } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { nav } from '../../../platform/nav.ts';
import { useCursorPaged } from '../../../platform/paged-query.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import picker from '../../customer/pages/select-other-customer.module.css';
import styles from '../contract.module.css';
import { CONTRACT_KEY } from '../contract.queries.ts';
import { pickedHouse, readHousePickRequest, reportHousePick } from '../contract-house-pick.ts';

/** The company's listings of a type (housingPosts), searched by keyword, 10 a page. */
function useListingChoices(type: number, key: string) {
  return useCursorPaged([CONTRACT_KEY, 'house-pick', type, key], PAGE_SIZE.listings, async (page) => {
    const body = {
      type,
      ...(key ? { newKey: { type: SEARCH_KEY_TYPE.keyword, key } } : {}),
      ...page,
      pagesize: PAGE_SIZE.listings,
    };
    const { data, total, cursor } = await call(
      housingEndpoints.housingPosts,
      { body },
      { loading: false, handle: [CODE.noPermission] },
    );
    return { data, total, cursor };
  });
}

/** pages/public/select-other-house?id=: choose the listing a contract is about (contract-house-pick.ts). */
export default function SelectHousePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <HousePicker key={id} id={id} />;
}

function HousePicker({ id }: { id: string }) {
  const request = useMemo(() => readHousePickRequest(id), [id]);
  const [text, setText] = useState('');
  const key = useDebounced(text.trim());
  const list = useListingChoices(request.type, key);
  const answered = useRef(false);

  // Left without a choice (back): the opener hears null once the picker is gone.
  useEffect(() => {
    return () => {
      window.setTimeout(() => {
        if (!answered.current && !document.querySelector(`[data-house-picker="${id}"]`)) reportHousePick(id, null);
      }, 0);
    };
  }, [id]);

  return (
    <div className={picker.overlay} data-house-picker={id}>
      <PageShell title={request.title ?? '选择房源'}>
        <div className={picker.top}>
          <SearchBar
            className={picker.search}
            placeholder="搜索小区、地址或房源编号"
            value={text}
            onChange={setText}
            maxLength={30}
          />
        </div>
        <InfiniteList
          query={list}
          itemKey={(h) => h.houseId}
          className={picker.list}
          empty={
            <EmptyState
              title={key ? '没有找到相关房源' : `暂无${LISTING_TYPE_NAMES[request.type] ?? ''}房源`}
              description="也可以不关联房源，直接填写房屋信息"
            />
          }
          renderItem={(h) => (
            <button
              type="button"
              className={styles.pickerRow}
              onClick={() => {
                answered.current = true;
                reportHousePick(id, pickedHouse(h));
                nav.navigateBack();
              }}
            >
              <b>{h.title}</b>
              <small>
                {h.houseCode} · {[h.districtName, h.regionName].filter(Boolean).join(' ')}
              </small>
            </button>
          )}
        />
      </PageShell>
    </div>
  );
}
