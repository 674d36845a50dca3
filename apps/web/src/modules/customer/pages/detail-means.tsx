import {
  CUSTOMER_ATTRIBUTION,
  CUSTOMER_ATTRIBUTION_NAMES,
  CUSTOMER_TYPE_NAMES,
  LEVEL_NAMES,
  SEX_NAMES,
  SOURCE_NAMES,
  TRANSACTION_STATUS,
} from '@awb/contract/customer-enums';
import type { TCustomerDetail } from '@awb/contract/customer-rows';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../ui/page-shell.tsx';
import { PhoneLink } from '../../../ui/phone-link.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import styles from '../components/info-card.module.css';
import { InfoCard } from '../components/info-card.tsx';
import { useCustomerDetail } from '../customer.queries.ts';
import { dateText, dateTimeText } from '../customer-format.ts';

/** 客户资料 (pages/customer/detail-means?customerId=): contacts, profile, holder and the dates. */
function DetailMeansPage() {
  const [params] = useSearchParams();
  const detail = useCustomerDetail(Number(params.get('customerId')) || 0);
  return (
    <PageShell title="客户资料">
      <QueryView query={detail}>{(c) => <Means customer={c} />}</QueryView>
    </PageShell>
  );
}

function Means({ customer: c }: { customer: TCustomerDetail }) {
  const isPublic = c.customerAttribution === CUSTOMER_ATTRIBUTION.public;
  return (
    <>
      <InfoCard
        title="联系人"
        rows={c.customerInfo.map((p, i) => ({
          label: i === 0 ? '主联系人' : `联系人${i + 1}`,
          value: (
            <span className={styles.contact}>
              <span>
                {p.name} {SEX_NAMES[p.sex] && p.sex ? SEX_NAMES[p.sex] : ''}
                <br />
                {p.phone}
              </span>
              {c.phoneVisible ? <PhoneLink phone={p.phone}>拨打</PhoneLink> : null}
            </span>
          ),
        }))}
      />
      <InfoCard
        title="基本信息"
        rows={[
          { label: '客户类型', value: `${CUSTOMER_TYPE_NAMES[c.customerType]}客户` },
          { label: '客户等级', value: LEVEL_NAMES[c.level] },
          { label: '客户状态', value: c.stateName },
          {
            label: '成交状态',
            value: c.transactionStatus === TRANSACTION_STATUS.deal ? `已成交（${dateText(c.dealAt)}）` : '未成交',
          },
          { label: '客户来源', value: SOURCE_NAMES[c.source] },
          { label: '微信', value: c.wechat },
          { label: '标签', value: c.tags.join('、') },
          { label: '备注', value: c.remark },
        ]}
      />
      <InfoCard
        title="归属与记录"
        rows={[
          { label: '客户归属', value: CUSTOMER_ATTRIBUTION_NAMES[c.customerAttribution] },
          { label: '维护人', value: isPublic ? '' : c.userName },
          { label: isPublic ? '转公时间' : '维护开始', value: dateTimeText(isPublic ? c.publicAt : c.holdSince) },
          ...(isPublic ? [] : [{ label: '预计转公', value: c.outAt ? dateText(c.outAt) : '不会自动转公' }]),
          { label: '录入人', value: c.creator.name },
          { label: '录入时间', value: dateTimeText(c.createdAt) },
          { label: '最近修改', value: dateTimeText(c.updatedAt) },
          { label: '最近跟进', value: c.lastFollowAt ? dateTimeText(c.lastFollowAt) : '' },
          { label: '最近带看', value: c.lastVisitAt ? dateTimeText(c.lastVisitAt) : '' },
        ]}
      />
    </>
  );
}

export default withRequiredParams(DetailMeansPage, '客户资料', ['customerId']);
