import type { TRoomPick } from '@awb/contract/community.contract';
import { Popup } from 'antd-mobile';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { LoadingBlock } from '../../../../ui/query-view.tsx';
import { useRooms } from '../../house.queries.ts';
import styles from './operation.module.css';

type TProps = {
  visible: boolean;
  communityId?: number;
  unitId?: number;
  title: string;
  value: string;
  onClose: () => void;
  onPick: (room: TRoomPick) => void;
};

/** 选择房号: the rooms of the chosen unit, floor by floor from the top. */
export function RoomPopup({ visible, communityId, unitId, title, value, onClose, onPick }: TProps) {
  const rooms = useRooms(visible ? communityId : undefined, unitId);
  const floors = new Map<number, TRoomPick[]>();
  for (const r of rooms.data ?? []) {
    const f = r.floor ?? 0;
    floors.set(f, [...(floors.get(f) ?? []), r]);
  }
  const ordered = [...floors.entries()].sort((a, b) => b[0] - a[0]);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName={styles.popup}>
      <div className={styles.popupHead}>
        <button type="button" onClick={onClose}>
          取消
        </button>
        <b>{title}</b>
        <span />
      </div>
      <div className={styles.popupBody}>
        {rooms.isPending ? (
          <LoadingBlock />
        ) : ordered.length === 0 ? (
          <EmptyState title="该单元还没有房号" description="可直接在房号栏输入" />
        ) : (
          ordered.map(([floor, list]) => (
            <div key={floor} className={styles.floor}>
              <span className={styles.floorName}>{floor ? `${floor}层` : '其他'}</span>
              <div className={styles.floorRooms}>
                {list.map((r) => (
                  <button
                    key={r.roomId}
                    type="button"
                    className={r.roomNo === value ? styles.roomOn : styles.room}
                    onClick={() => {
                      onPick(r);
                      onClose();
                    }}
                  >
                    {r.roomNo}
                  </button>
                ))}
              </div>
            </div>
          ))
        )}
      </div>
    </Popup>
  );
}
