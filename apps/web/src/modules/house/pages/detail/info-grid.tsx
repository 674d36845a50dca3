import {
  HAVE_NAMES,
  HOUSING_TYPE_NAMES,
  LISTING_SOURCE_NAMES,
  LISTING_TYPE,
  PEITAO_NAMES,
  PROPERTY_NAMES,
  PROPERTY_RIGHT_NAMES,
  RENOVATION_NAMES,
  RENT_PAYWAY_NAMES,
  RENTWAY_NAMES,
  SCHOOL_SEAT_NAMES,
  SELL_PAYWAY_NAMES,
  TOWARD_NAMES,
  VISIT_TIME_NAMES,
} from '@awb/contract/housing-options';
import type { TListingDetail } from '@awb/contract/housing-views';
import { dotJoin, layoutText, timeAgo, trimNumber } from '../../house-format.ts';
import styles from './detail.module.css';

const name = (names: Record<number, string>, v: number) => names[v] ?? '';
/** The day of an answer's Beijing `YYYY-MM-DD HH:mm`, as sent. */
const day = (time: string) => time.slice(0, 10);

/** 基础信息: every attribute of the listing as label/value pairs; unknown ones read 暂无. */
export function InfoGrid({ data }: { data: TListingDetail['requestData'] }) {
  const sale = data.type === LISTING_TYPE.sale;
  const rows: [string, string][] = [
    [
      '户型',
      `${layoutText(data.room, data.hall, data.showerRoom)}${data.kitchen ? `${data.kitchen}厨` : ''}${data.balcony ? `${data.balcony}阳台` : ''}`,
    ],
    ['面积', data.houseArea ? `${trimNumber(data.houseArea)}㎡` : ''],
    ['朝向', name(TOWARD_NAMES, data.toward)],
    ['楼层', data.totalFloor ? `${data.floorLevel}/共${data.totalFloor}层` : data.floorLevel],
    ['装修', name(RENOVATION_NAMES, data.renovation)],
    ['物业类型', name(PROPERTY_NAMES, data.property)],
    ['产权性质', name(PROPERTY_RIGHT_NAMES, data.propertyRight)],
    ['建筑类型', name(HOUSING_TYPE_NAMES, data.housingType)],
    ...(sale
      ? ([
          ['付款方式', name(SELL_PAYWAY_NAMES, data.sellPayway)],
          ['学位', dotJoin(name(SCHOOL_SEAT_NAMES, data.schoolSeat), data.schoolSeatUseTime)],
        ] as [string, string][])
      : ([
          ['租赁方式', name(RENTWAY_NAMES, data.rentway)],
          ['付款方式', name(RENT_PAYWAY_NAMES, data.rentPayway)],
          ['可入住', data.moveIntoTime],
        ] as [string, string][])),
    ['看房时间', name(VISIT_TIME_NAMES, data.visitTime)],
    ['钥匙', dotJoin(name(HAVE_NAMES, data.haveKeys), data.houseKeys)],
    ['车库', dotJoin(name(HAVE_NAMES, data.haveGarage), data.houseGarage)],
    ['来源', name(LISTING_SOURCE_NAMES, data.source)],
    ['区域', dotJoin(data.districtName, data.regionName)],
    ['录入时间', day(data.createdAt)],
    ['最近跟进', data.followAt ? timeAgo(data.followAt) : '暂无跟进'],
  ];
  const wide: [string, string][] = [
    ['地址', data.communityInfo.address],
    ...(sale
      ? []
      : ([
          [
            '配套',
            data.peitao
              .map((p) => PEITAO_NAMES[p])
              .filter(Boolean)
              .join('、'),
          ],
        ] as [string, string][])),
    ['交通', data.traffic],
    ['备注', data.remark],
  ];
  return (
    <section className={styles.card}>
      <div className={styles.cardHead}>
        <h2>基础信息</h2>
        <span className={styles.cardHint}>{data.houseCode}</span>
      </div>
      <dl className={styles.grid}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '暂无'}</dd>
          </div>
        ))}
      </dl>
      <dl className={styles.wide}>
        {wide
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
