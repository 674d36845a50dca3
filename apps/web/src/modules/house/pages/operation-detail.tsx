import { housingEndpoints } from '@awb/contract/housing.contract';
import type { TListingData } from '@awb/contract/housing-listing';
import {
  HAVE_NAMES,
  HOUSING_TYPE_NAMES,
  INFO_ATTRIBUTION_NAMES,
  LISTING_SOURCE_NAMES,
  LISTING_TAG_NAMES,
  LISTING_TYPE,
  PEITAO_NAMES,
  PROPERTY_NAMES,
  PROPERTY_RIGHT_NAMES,
  PROTECTION_TYPE,
  RENOVATION_NAMES,
  RENT_PAYWAY_NAMES,
  RENT_UNIT_NAMES,
  RENTWAY_NAMES,
  SCHOOL_SEAT_NAMES,
  SELL_PAYWAY_NAMES,
  TOWARD_NAMES,
  VISIT_TIME_NAMES,
} from '@awb/contract/housing-options';
import { useQueryClient } from '@tanstack/react-query';
import { Button, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { nav, withQuery } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { HOUSE_KEY, useListingDetail } from '../house.queries.ts';
import { dotJoin, layoutText, trimNumber } from '../house-format.ts';
import styles from './operation-detail.module.css';

const n = (names: Record<number, string>, v: number) => names[v] ?? '';

function sections(d: TListingData): [string, [string, string][]][] {
  const sale = d.type === LISTING_TYPE.sale;
  const c = d.communityInfo;
  return [
    [
      '位置',
      [
        ['房源归属', n(INFO_ATTRIBUTION_NAMES, d.infoAttribution)],
        ['小区', c.communityName],
        ['楼栋单元', `${c.buildingNo}${c.buildingLabel}${c.unitNo ? `${c.unitNo}${c.unitLabel}` : ''}`],
        ['房号', c.roomNo],
        ['地址', c.address],
      ],
    ],
    [
      '户型面积',
      [
        ['户型', `${layoutText(d.room, d.hall, d.showerRoom)} ${d.kitchen}厨 ${d.balcony}阳台`],
        ['面积', `${trimNumber(d.houseArea)}㎡`],
        ['楼层', d.floor ? `${d.floor}/${d.totalFloor}层` : `共${d.totalFloor}层`],
        ['朝向', n(TOWARD_NAMES, d.toward)],
        ['装修', n(RENOVATION_NAMES, d.renovation)],
      ],
    ],
    sale
      ? [
          '出售信息',
          [
            ['售价', d.sellPrice !== null ? `${trimNumber(d.sellPrice)}万` : ''],
            ['付款方式', n(SELL_PAYWAY_NAMES, d.sellPayway)],
            ['看房时间', n(VISIT_TIME_NAMES, d.visitTime)],
            ['学位', dotJoin(n(SCHOOL_SEAT_NAMES, d.schoolSeat), d.schoolSeatUseTime)],
          ],
        ]
      : [
          '出租信息',
          [
            ['租金', d.rentPrice !== null ? `${trimNumber(d.rentPrice)}${n(RENT_UNIT_NAMES, d.rentUnit)}` : ''],
            ['付款方式', n(RENT_PAYWAY_NAMES, d.rentPayway)],
            ['租赁方式', n(RENTWAY_NAMES, d.rentway)],
            ['可入住', d.moveIntoTime],
            ['配套', d.peitao.map((p) => PEITAO_NAMES[p]).join('、')],
            ['看房时间', n(VISIT_TIME_NAMES, d.visitTime)],
          ],
        ],
    [
      '业主联系人',
      d.contacts.map((x, i): [string, string] => [
        i === 0 ? '业主' : `联系人${i + 1}`,
        `${x.name}${x.name.endsWith(x.level) ? '' : x.level}  ${x.phone}`,
      ]),
    ],
    [
      '房屋属性',
      [
        ['物业类型', n(PROPERTY_NAMES, d.property)],
        ['产权性质', n(PROPERTY_RIGHT_NAMES, d.propertyRight)],
        ['建筑类型', n(HOUSING_TYPE_NAMES, d.housingType)],
        ['标签', d.tags.map((t) => LISTING_TAG_NAMES[t]).join('、')],
        ['车库', dotJoin(n(HAVE_NAMES, d.haveGarage), d.houseGarage)],
        ['钥匙', dotJoin(n(HAVE_NAMES, d.haveKeys), d.houseKeys)],
        ['来源', n(LISTING_SOURCE_NAMES, d.source)],
        ['交通', d.traffic],
        ['备注', d.remark],
      ],
    ],
  ];
}

/** pages/house/operation-detail?id&type: every field as submitted; protected ones on request (type 3). */
function OperationDetailPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const type = Number(params.get('type')) || 1;
  const detail = useListingDetail(houseId);
  const queryClient = useQueryClient();
  const [full, setFull] = useState<TListingData | null>(null);
  const [loading, setLoading] = useState(false);

  const revealAll = async () => {
    setLoading(true);
    try {
      const { data } = await call(housingEndpoints.getHouseInfoProtection, {
        query: { houseId, type: PROTECTION_TYPE.all },
      });
      setFull(data.requestData);
      if (data.remain >= 0) Toast.show({ content: `今日剩余查看次数：${data.remain}` });
      await queryClient.invalidateQueries({ queryKey: [HOUSE_KEY, 'quota'] });
    } catch {
      // Shown by the request layer.
    } finally {
      setLoading(false);
    }
  };

  return (
    <PageShell title="房源资料">
      <QueryView query={detail}>
        {(det) => {
          const masked = !full && (det.requestData.contactsMasked || det.requestData.addressMasked);
          const data = full ?? det.requestData;
          return (
            <>
              {masked ? (
                <div className={styles.masked}>
                  <span>业主电话和楼栋房号已隐藏，查看将计入今日查看次数并留存记录</span>
                  {det.operations.edit ? (
                    <Button
                      size="small"
                      color="primary"
                      fill="outline"
                      loading={loading}
                      onClick={() => void revealAll()}
                    >
                      查看完整资料
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {sections(data).map(([title, rows]) => (
                <List key={title} header={title} className={styles.list}>
                  {rows.map(([label, value]) => (
                    <List.Item key={label} extra={value || '暂无'}>
                      {label}
                    </List.Item>
                  ))}
                </List>
              ))}
              {det.operations.edit ? (
                <div className={styles.edit}>
                  <Button
                    block
                    color="primary"
                    fill="outline"
                    onClick={() => nav.navigateTo(withQuery('pages/house/operation', { id: houseId, type }))}
                  >
                    编辑房源
                  </Button>
                </div>
              ) : null}
            </>
          );
        }}
      </QueryView>
    </PageShell>
  );
}

export default withRequiredParams(OperationDetailPage, '房源资料');
