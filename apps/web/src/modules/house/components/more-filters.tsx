import { AREA_PRESETS, HOUSE_FILTER } from '@awb/contract/housing-filters';
import { HOUSING_OPTIONS, TEAM_TYPE_NAMES } from '@awb/contract/housing-options';
import { Input, Selector } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { pickSummary } from '../../org/org-picker.ts';
import type { THouseFilter } from '../house-filter.ts';
import { DateRangeField } from './date-range-field.tsx';
import { FilterSection, OptionChips } from './filter-section.tsx';
import styles from './filters.module.css';
import { RangeField } from './range-field.tsx';

type TProps = {
  type: number;
  draft: THouseFilter;
  onChange: (next: THouseFilter) => void;
  onPickLuru: () => void;
};

const TEAM_ROLE_OPTIONS = Object.entries(TEAM_TYPE_NAMES).map(([value, label]) => ({
  value: Number(value),
  label: `我是${label}`,
}));
const WAIT_TEAM_OPTIONS = Object.entries(TEAM_TYPE_NAMES).map(([value, label]) => ({
  value: Number(value),
  label: `缺${label}`,
}));

/** The 更多 panel (FYGD): one section per code of HOUSE_FILTER_MORE, in that order. */
export function MoreFilters({ type, draft, onChange, onPickLuru }: TProps) {
  const set =
    <K extends keyof THouseFilter>(key: K) =>
    (value: THouseFilter[K]) =>
      onChange({ ...draft, [key]: value });
  const chips = (
    key: 'renovation' | 'toward' | 'property' | 'propertyRight' | 'housingType' | 'tags' | 'infoAttribution',
    columns = 4,
  ) => <OptionChips options={HOUSING_OPTIONS[key]} value={draft[key]} onChange={set(key)} columns={columns} />;
  return (
    <>
      <FilterSection title={HOUSE_FILTER.area.name}>
        <RangeField value={draft.area} onChange={set('area')} unit="㎡" presets={AREA_PRESETS} />
      </FilterSection>
      <FilterSection title={HOUSE_FILTER.floor.name}>
        <RangeField value={draft.floor} onChange={set('floor')} unit="层" integer />
      </FilterSection>
      <FilterSection title={HOUSE_FILTER.date.name}>
        <Selector
          className={styles.selector}
          columns={3}
          showCheckMark={false}
          options={HOUSING_OPTIONS.dateType}
          value={[draft.dateType ?? 1]}
          onChange={(v) => onChange({ ...draft, dateType: v[0] ?? 1 })}
        />
        <div className={styles.subTitle} />
        <DateRangeField value={draft.date} onChange={set('date')} />
      </FilterSection>
      <FilterSection title={HOUSE_FILTER.renovation.name}>{chips('renovation')}</FilterSection>
      <FilterSection title={HOUSE_FILTER.toward.name}>{chips('toward', 5)}</FilterSection>
      <FilterSection title={HOUSE_FILTER.property.name}>{chips('property')}</FilterSection>
      <FilterSection title={HOUSE_FILTER.propertyRight.name}>{chips('propertyRight', 3)}</FilterSection>
      <FilterSection title={HOUSE_FILTER.housingType.name}>{chips('housingType')}</FilterSection>
      <FilterSection title={HOUSE_FILTER.state.name}>
        <OptionChips
          options={HOUSING_OPTIONS.houseState[type === 2 ? 2 : 1]}
          value={draft.houseState}
          onChange={set('houseState')}
          columns={5}
        />
      </FilterSection>
      <FilterSection title={HOUSE_FILTER.tags.name}>{chips('tags')}</FilterSection>
      <FilterSection title={HOUSE_FILTER.attribution.name}>
        {chips('infoAttribution')}
        <div className={styles.subTitle} />
        <OptionChips
          options={[{ value: 1, label: '只看我的收藏' }]}
          value={draft.collected ? [1] : []}
          onChange={(v) => onChange({ ...draft, collected: v.length > 0 })}
          columns={3}
        />
      </FilterSection>
      <FilterSection title={HOUSE_FILTER.team.name}>
        <div className={styles.subTitle}>待补充的团队角色</div>
        <OptionChips
          options={WAIT_TEAM_OPTIONS}
          value={draft.waitTeamType === undefined ? [] : [draft.waitTeamType]}
          onChange={(v) => onChange({ ...draft, waitTeamType: v[0] })}
          multiple={false}
          columns={3}
        />
        <div className={styles.subTitle}>我在团队中的角色</div>
        <OptionChips options={TEAM_ROLE_OPTIONS} value={draft.teamRole} onChange={set('teamRole')} columns={3} />
        <div className={styles.subTitle}>录入人（部门或人员）</div>
        <button type="button" className={styles.pickRow} onClick={onPickLuru}>
          <span>{draft.luru.depts.length + draft.luru.users.length ? pickSummary(draft.luru) : '不限'}</span>
          <RightOutline />
        </button>
      </FilterSection>
      <FilterSection title={HOUSE_FILTER.address.name}>
        <div className={styles.textRow}>
          <Input placeholder="楼栋" value={draft.buildingNo} onChange={set('buildingNo')} maxLength={20} />
          <Input placeholder="单元" value={draft.unitNo} onChange={set('unitNo')} maxLength={20} />
          <Input placeholder="房号" value={draft.roomNo} onChange={set('roomNo')} maxLength={20} />
        </div>
      </FilterSection>
      <FilterSection title={HOUSE_FILTER.contact.name}>
        <div className={styles.textRow}>
          <Input
            placeholder="输入业主完整手机号"
            type="tel"
            inputMode="numeric"
            value={draft.contactPhone}
            onChange={(v) => onChange({ ...draft, contactPhone: v.replace(/\D/g, '').slice(0, 11) })}
          />
        </div>
      </FilterSection>
    </>
  );
}
