import type { TCommunityPick, TRoomPick } from '@awb/contract/community.contract';
import { CascadePicker, Form, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { requiredLabel } from '../../../../ui/required-label.tsx';
import { useBuildings } from '../../house.queries.ts';
import { dotJoin } from '../../house-format.ts';
import type { TLocation } from '../../listing-form.ts';
import { CommunityPopup } from './community-popup.tsx';
import styles from './operation.module.css';
import { RoomPopup } from './room-popup.tsx';

type TProps = {
  type: number;
  value: TLocation;
  onChange: (next: TLocation, room?: TRoomPick) => void;
  /** The room is complete (picked, or typed and left): the page runs the duplicate check. */
  onRoomDone: (next: TLocation) => void;
};

/**
 * 小区 → 楼栋 → 单元 → 房号 (seed 000 §3 communityInfo): each picked from the community's archive
 * (communitySearch, communityBuildingSearch, communityRoomSearch) or typed when it is not there yet.
 */
export function LocationSection({ type, value, onChange, onRoomDone }: TProps) {
  const [picking, setPicking] = useState<'community' | 'building' | 'room' | null>(null);
  const buildings = useBuildings(value.communityId);
  const hasBuildings = (buildings.data ?? []).length > 0;

  const pickCommunity = (c: TCommunityPick) =>
    onChange({
      ...value,
      communityId: c.communityId,
      communityName: c.name,
      areaText: dotJoin(c.districtName, c.regionName, c.address),
      address: c.address,
      buildingId: undefined,
      buildingNo: '',
      unitId: undefined,
      unitNo: '',
      roomId: undefined,
      roomNo: '',
    });

  const pickRoom = (room: TRoomPick) => {
    const next = { ...value, roomId: room.roomId, roomNo: room.roomNo };
    onChange(next, room);
    onRoomDone(next);
  };

  const chooseLink = (what: 'building' | 'room', enabled: boolean) =>
    enabled ? (
      <button type="button" className={styles.chooseLink} onClick={() => setPicking(what)}>
        选择
      </button>
    ) : undefined;

  return (
    <>
      <Form.Item
        label={requiredLabel('小区')}
        required
        data-field="communityInfo communityInfo.communityId"
        arrow
        onClick={() => setPicking('community')}
        description={value.areaText || undefined}
      >
        {value.communityName ? (
          <span className={styles.value}>{value.communityName}</span>
        ) : (
          <span className={styles.placeholder}>请选择小区</span>
        )}
      </Form.Item>
      <Form.Item
        label={requiredLabel('楼栋')}
        required
        data-field="communityInfo.buildingNo"
        extra={chooseLink('building', hasBuildings)}
      >
        <div className={styles.numberWithLabel}>
          <Input
            value={value.buildingNo}
            placeholder="楼栋号"
            maxLength={20}
            aria-label="楼栋号"
            onChange={(buildingNo) =>
              onChange({ ...value, buildingNo, buildingId: undefined, unitId: undefined, roomId: undefined })
            }
          />
          <span>{value.buildingLabel}</span>
        </div>
      </Form.Item>
      <Form.Item label="单元">
        <div className={styles.numberWithLabel}>
          <Input
            value={value.unitNo}
            placeholder="无单元可不填"
            maxLength={20}
            aria-label="单元号"
            onChange={(unitNo) => onChange({ ...value, unitNo, unitId: undefined, roomId: undefined })}
          />
          <span>{value.unitLabel}</span>
        </div>
      </Form.Item>
      <Form.Item
        label={requiredLabel('房号')}
        required
        data-field="communityInfo.roomNo"
        extra={chooseLink('room', value.unitId !== undefined)}
      >
        <Input
          value={value.roomNo}
          placeholder="如 501"
          maxLength={20}
          aria-label="房号"
          onChange={(roomNo) => onChange({ ...value, roomNo, roomId: undefined })}
          onBlur={() => onRoomDone(value)}
        />
      </Form.Item>
      <CommunityPopup
        visible={picking === 'community'}
        type={type}
        onClose={() => setPicking(null)}
        onPick={pickCommunity}
      />
      <CascadePicker
        visible={picking === 'building'}
        title="选择楼栋单元"
        options={(buildings.data ?? []).map((b) => ({
          label: `${b.buildingNo}${b.buildingLabel}`,
          value: String(b.buildingId),
          children: b.units.length
            ? b.units.map((u) => ({ label: `${u.unitNo}${u.unitLabel}`, value: String(u.unitId) }))
            : undefined,
        }))}
        value={[value.buildingId ? String(value.buildingId) : '', value.unitId ? String(value.unitId) : '']}
        onClose={() => setPicking(null)}
        onConfirm={(picked) => {
          const b = buildings.data?.find((x) => String(x.buildingId) === picked[0]);
          if (!b) return;
          const u = b.units.find((x) => String(x.unitId) === picked[1]);
          onChange({
            ...value,
            buildingId: b.buildingId,
            buildingNo: b.buildingNo,
            buildingLabel: b.buildingLabel || value.buildingLabel,
            unitId: u?.unitId,
            unitNo: u?.unitNo ?? '',
            unitLabel: u?.unitLabel || value.unitLabel,
            roomId: undefined,
            roomNo: '',
          });
          if (u && u.roomCount > 0) setTimeout(() => setPicking('room'), 350);
          else if (!u && b.units.length === 0) Toast.show({ content: '该楼栋没有单元，请直接输入房号' });
        }}
      />
      <RoomPopup
        visible={picking === 'room'}
        communityId={value.communityId}
        unitId={value.unitId}
        title={`${value.buildingNo}${value.buildingLabel}${value.unitNo}${value.unitNo ? value.unitLabel : ''} 选择房号`}
        value={value.roomNo}
        onClose={() => setPicking(null)}
        onPick={pickRoom}
      />
    </>
  );
}
