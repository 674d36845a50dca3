import type { TCommunityPick } from '@awb/contract/community.contract';
import { Popup, SearchBar } from 'antd-mobile';
import { LocationOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { LoadingBlock } from '../../../../ui/query-view.tsx';
import { useDebounced } from '../../../../ui/use-debounced.ts';
import { useCommunitySearch } from '../../house.queries.ts';
import { dotJoin } from '../../house-format.ts';
import styles from './operation.module.css';

type TProps = { visible: boolean; type: number; onClose: () => void; onPick: (c: TCommunityPick) => void };

/** 选择小区: the company's communities by name, other name or address (communitySearch, at most 20). */
export function CommunityPopup({ visible, type, onClose, onPick }: TProps) {
  const [text, setText] = useState('');
  const key = useDebounced(text.trim());
  const search = useCommunitySearch(key, type);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={styles.popup}
      destroyOnClose
    >
      <div className={styles.popupHead}>
        <button type="button" onClick={onClose}>
          取消
        </button>
        <b>选择小区</b>
        <span />
      </div>
      <SearchBar
        className={styles.popupSearch}
        placeholder="输入小区名称或地址"
        value={text}
        onChange={setText}
        autoFocus
        maxLength={30}
      />
      <div className={styles.popupBody}>
        {search.isPending ? (
          <LoadingBlock />
        ) : (search.data ?? []).length === 0 ? (
          <EmptyState title="没有找到小区" description="请先在小区档案中新增该小区" />
        ) : (
          (search.data ?? []).map((c) => (
            <button
              key={c.communityId}
              type="button"
              className={styles.communityRow}
              onClick={() => {
                onPick(c);
                onClose();
              }}
            >
              <LocationOutline className={styles.communityIcon} />
              <span>
                <b>{c.name}</b>
                <small>{dotJoin(c.districtName, c.regionName, c.address)}</small>
              </span>
            </button>
          ))
        )}
      </div>
    </Popup>
  );
}
