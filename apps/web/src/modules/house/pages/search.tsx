import { LISTING_TYPE_NAMES, SEARCH_KEY_TYPE } from '@awb/contract/housing-options';
import { SearchBar, Segmented } from 'antd-mobile';
import { DeleteOutline, LocationOutline, RightOutline, SearchOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { dialog } from '../../../platform/dialog.tsx';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { pickEstate } from '../../estate/picker/estate-pick.ts';
import { useHouseSuggestions } from '../house.queries.ts';
import { getListState, setListState } from '../list-state.ts';
import { useSearchHistory } from '../use-search-history.ts';
import styles from './search.module.css';

const KEY_TYPE_LABEL: Record<number, string> = {
  [SEARCH_KEY_TYPE.community]: '小区',
  [SEARCH_KEY_TYPE.houseCode]: '房源编号',
  [SEARCH_KEY_TYPE.keyword]: '关键词',
};

/** Back to the list (which reads the new search from the list state); opened directly, switch to the tab. */
function backToList() {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) nav.navigateBack();
  else nav.switchTab('pages/house');
}

/** pages/house/search: the keyword search of the listing list with the user's history (10, newest first). */
export default function HouseSearchPage() {
  const [type, setType] = useState(getListState().type);
  return <SearchView key={type} type={type} onType={setType} />;
}

function SearchView({ type, onType }: { type: number; onType: (t: number) => void }) {
  const [text, setText] = useState(getListState().type === type ? (getListState().search?.label ?? '') : '');
  const term = useDebounced(text.trim());
  const history = useSearchHistory(type);
  const suggestions = useHouseSuggestions(type, term);

  /** A typed term searches as a keyword; a suggestion sends its own type and key. Only labels go to history. */
  const search = (label: string, keyType: number = SEARCH_KEY_TYPE.keyword, key = label) => {
    const value = label.trim();
    if (value) history.add(value);
    setListState({ type, search: value ? { type: keyType, key: key.trim(), label: value } : undefined });
    backToList();
  };

  /** 按小区找房: the community picker, then the community's listings. */
  const byCommunity = async () => {
    const pick = await pickEstate('pages/house/select-estate', 'community', '选择小区');
    // The picker is closing (one step back); leave for the list once it has.
    if (pick) setTimeout(() => search(pick.communityName, SEARCH_KEY_TYPE.community, String(pick.communityId)), 60);
  };

  const clearAll = async () => {
    if ((await dialog.confirm({ content: '确定清空搜索历史吗？' })) === 'confirm') history.clear();
  };

  return (
    <PageShell title="搜索房源" background="#fff">
      <div className={styles.top}>
        <Segmented
          className={styles.type}
          value={type}
          onChange={(v) => onType(Number(v))}
          options={[1, 2].map((t) => ({ label: LISTING_TYPE_NAMES[t], value: t }))}
        />
        <SearchBar
          className={styles.search}
          placeholder="小区、地址或房源编号"
          value={text}
          onChange={setText}
          onSearch={(v) => search(v)}
          onClear={() => setText('')}
          maxLength={40}
          autoFocus
        />
        <button type="button" className={styles.go} onClick={() => search(text)}>
          搜索
        </button>
      </div>
      {term === '' ? (
        <button type="button" className={styles.byCommunity} onClick={() => void byCommunity()}>
          <LocationOutline className={styles.byCommunityIcon} />
          <span>按小区找房</span>
          <RightOutline className={styles.icon} />
        </button>
      ) : null}
      {term === '' ? (
        <section className={styles.history}>
          <div className={styles.historyHead}>
            <span>历史搜索</span>
            {history.entries.length > 0 ? (
              <button type="button" aria-label="清空搜索历史" onClick={() => void clearAll()}>
                <DeleteOutline />
              </button>
            ) : null}
          </div>
          {history.entries.length > 0 ? (
            <ul className={styles.chips} aria-label="搜索历史">
              {history.entries.map((entry) => (
                <li key={entry}>
                  <button type="button" className={styles.chip} onClick={() => search(entry)}>
                    {entry}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.none}>暂无搜索记录</p>
          )}
        </section>
      ) : (
        <ul className={styles.suggestions} aria-label="搜索建议">
          <li>
            <button type="button" onClick={() => search(term)}>
              <SearchOutline className={styles.icon} />
              <span className={styles.text}>
                搜索“<em>{term}</em>”
              </span>
            </button>
          </li>
          {(suggestions.data ?? []).map((s) => (
            <li key={`${s.type}-${s.key}`}>
              <button type="button" onClick={() => search(s.label, s.type, s.key)}>
                <span className={styles.kindTag}>{KEY_TYPE_LABEL[s.type] ?? '搜索'}</span>
                <span className={styles.text}>
                  {highlight(s.label, term)}
                  {s.subLabel ? <small>{s.subLabel}</small> : null}
                </span>
                <span className={styles.kind}>{s.count}套</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}

/** The matched part of a suggestion in the primary colour. */
function highlight(name: string, term: string) {
  const at = name.toLowerCase().indexOf(term.toLowerCase());
  if (at < 0 || !term) return name;
  return (
    <>
      {name.slice(0, at)}
      <em>{name.slice(at, at + term.length)}</em>
      {name.slice(at + term.length)}
    </>
  );
}
