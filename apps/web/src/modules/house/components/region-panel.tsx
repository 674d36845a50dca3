import { DotLoading } from 'antd-mobile';
import { useState } from 'react';
import styles from './filters.module.css';

export type TDistrictOption = { id: number; name: string; regions: { id: number; name: string }[] };

type TProps = {
  districts: TDistrictOption[] | undefined;
  districtId?: number;
  regionId?: number;
  onPick: (districtId?: number, regionId?: number) => void;
};

/** 区域: districts on the left, their regions (板块) on the right; 不限 at either level. */
export function RegionPanel({ districts, districtId, regionId, onPick }: TProps) {
  const [open, setOpen] = useState<number | undefined>(districtId);
  if (!districts) {
    return (
      <div className={styles.twoColumns} style={{ alignItems: 'center', justifyContent: 'center' }}>
        <DotLoading color="primary" />
      </div>
    );
  }
  const district = districts.find((d) => d.id === open);
  const item = (active: boolean) => `${styles.columnItem} ${active ? styles.columnItemActive : ''}`;
  return (
    <div className={styles.twoColumns}>
      <div className={styles.leftColumn}>
        <button type="button" className={item(open === undefined)} onClick={() => onPick(undefined, undefined)}>
          不限
        </button>
        {districts.map((d) => (
          <button key={d.id} type="button" className={item(open === d.id)} onClick={() => setOpen(d.id)}>
            {d.name}
          </button>
        ))}
      </div>
      <div className={styles.rightColumn}>
        {district ? (
          <>
            <button
              type="button"
              className={item(districtId === district.id && regionId === undefined)}
              onClick={() => onPick(district.id, undefined)}
            >
              不限
            </button>
            {district.regions.map((r) => (
              <button
                key={r.id}
                type="button"
                className={item(regionId === r.id)}
                onClick={() => onPick(district.id, r.id)}
              >
                {r.name}
              </button>
            ))}
          </>
        ) : null}
      </div>
    </div>
  );
}
