import { housingEndpoints } from '@awb/contract/housing.contract';
import { PROTECTION_TYPE } from '@awb/contract/housing-options';
import type { TListingDetail } from '@awb/contract/housing-views';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { EyeOutline, LockOutline, PhoneFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { call } from '../../../../platform/api.ts';
import { PhoneLink } from '../../../../ui/phone-link.tsx';
import { HOUSE_KEY, useRevealQuota } from '../../house.queries.ts';
import styles from './detail.module.css';

/** The footer's 联系业主 scrolls here. */
export const OWNER_CARD_ID = 'house-owner-card';

type TContact = { name: string; phone: string; level: string };
type TAddress = {
  buildingNo: string;
  buildingLabel: string;
  unitNo: string;
  unitLabel: string;
  roomNo: string;
  floor: number;
  totalFloor: number;
};

function addressText(a: TAddress): string {
  const unit = a.unitNo ? `${a.unitNo}${a.unitLabel}` : '';
  const floor = a.totalFloor ? ` · ${a.floor}/${a.totalFloor}层` : '';
  return `${a.buildingNo}${a.buildingLabel}${unit}${a.roomNo}${floor}`;
}

/**
 * 业主与房号: contacts and the exact address are masked by default (seed 000 §6). 查看 (shown only with
 * the permission) calls getHouseInfoProtection, which the server logs and counts against the daily
 * quota shown here.
 */
export function ProtectedInfo({ detail }: { detail: TListingDetail }) {
  const d = detail.requestData;
  const queryClient = useQueryClient();
  const quota = useRevealQuota(d.type);
  const [contacts, setContacts] = useState<TContact[] | null>(d.contactsMasked ? null : d.contacts);
  const [address, setAddress] = useState<string | null>(
    d.addressMasked ? null : addressText({ ...d.communityInfo, floor: d.floor, totalFloor: d.totalFloor }),
  );
  const [busy, setBusy] = useState<number | null>(null);

  const reveal = async (type: number) => {
    setBusy(type);
    try {
      const { data } = await call(housingEndpoints.getHouseInfoProtection, { query: { houseId: d.houseId, type } });
      if (type === PROTECTION_TYPE.contacts) setContacts(data.contacts);
      else setAddress(addressText(data.address));
      Toast.show({ content: data.remain >= 0 ? `今日剩余查看次数：${data.remain}` : '已查看，本次已记录' });
      await queryClient.invalidateQueries({ queryKey: [HOUSE_KEY, 'quota'] });
    } catch {
      // The request layer showed the reason (no permission, quota used up).
    } finally {
      setBusy(null);
    }
  };

  const remain = quota.data?.remain;
  const masked = contacts === null || address === null;
  return (
    <section className={styles.card} id={OWNER_CARD_ID}>
      <div className={styles.cardHead}>
        <h2>业主信息</h2>
        {masked && remain !== undefined ? (
          <span className={styles.quota}>{remain < 0 ? '查看不限次数' : `今日剩余查看 ${remain} 次`}</span>
        ) : null}
      </div>
      <div className={styles.protectedRows}>
        {(contacts ?? d.contacts).map((c, i) => (
          // Contacts have no id; their order is fixed by the listing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={i} className={styles.protectedRow}>
            <span className={styles.protectedLabel}>{i === 0 ? '业主' : `联系人${i + 1}`}</span>
            <span className={styles.protectedValue}>
              {c.name}
              {c.level && !c.name.endsWith(c.level) ? c.level : ''}
              <span className={contacts ? styles.revealed : styles.masked}>{c.phone}</span>
            </span>
            {contacts ? (
              <PhoneLink className={styles.call} phone={c.phone} label={`拨打${c.phone}`}>
                <PhoneFill />
              </PhoneLink>
            ) : null}
          </div>
        ))}
        {contacts === null ? (
          <RevealButton
            allowed={detail.operations.revealContacts}
            loading={busy === PROTECTION_TYPE.contacts}
            text="查看业主电话"
            onClick={() => void reveal(PROTECTION_TYPE.contacts)}
          />
        ) : null}
        <div className={styles.protectedRow}>
          <span className={styles.protectedLabel}>房号</span>
          <span className={styles.protectedValue}>
            {d.communityInfo.communityName}
            <span className={address ? styles.revealed : styles.masked}>
              {address ??
                `${d.communityInfo.buildingNo}${d.communityInfo.buildingLabel}${d.communityInfo.unitNo}${d.communityInfo.unitLabel}${d.communityInfo.roomNo} · ${d.floorLevel}`}
            </span>
          </span>
        </div>
        {address === null ? (
          <RevealButton
            allowed={detail.operations.revealAddress}
            loading={busy === PROTECTION_TYPE.address}
            text="查看楼栋房号"
            onClick={() => void reveal(PROTECTION_TYPE.address)}
          />
        ) : null}
      </div>
    </section>
  );
}

function RevealButton({
  allowed,
  loading,
  text,
  onClick,
}: {
  allowed: boolean;
  loading: boolean;
  text: string;
  onClick: () => void;
}) {
  if (!allowed) {
    return (
      <p className={styles.protectedHint}>
        <LockOutline /> 信息受保护，您暂无查看权限
      </p>
    );
  }
  return (
    <Button
      className={styles.revealButton}
      size="small"
      fill="outline"
      color="primary"
      loading={loading}
      onClick={onClick}
    >
      <EyeOutline /> {text}
    </Button>
  );
}
