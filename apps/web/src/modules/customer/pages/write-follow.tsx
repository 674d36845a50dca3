import { customerEndpoints as api } from '@awb/contract/customer.contract';
import { CUSTOMER_LIMITS, FOLLOW_CATEGORY, FOLLOW_CATEGORY_NAMES } from '@awb/contract/customer-enums';
import { Button, Checkbox, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { pageRows } from '../../../platform/paging.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import styles from '../components/follow-editor.module.css';
import { FollowEditor } from '../components/follow-editor.tsx';
import { useCustomerAction, useCustomerDetail, useMatchedHouses } from '../customer.queries.ts';

const KINDS = [
  { value: FOLLOW_CATEGORY.normal, label: FOLLOW_CATEGORY_NAMES[FOLLOW_CATEGORY.normal]! },
  { value: FOLLOW_CATEGORY.visit, label: FOLLOW_CATEGORY_NAMES[FOLLOW_CATEGORY.visit]! },
];
const PHRASES = [
  '电话沟通，需求未变',
  '客户意向明确',
  '预算有调整',
  '约好周末看房',
  '对房源较满意',
  '需与家人商量',
  '暂时观望',
];

/** 写跟进 (pages/customer/write-follow?customerId=): 普通跟进 or 带看 with the listings shown. */
function WriteFollowPage() {
  const [params] = useSearchParams();
  const customerId = Number(params.get('customerId')) || 0;
  const [kind, setKind] = useState<number>(
    Number(params.get('categoryType')) === FOLLOW_CATEGORY.visit ? FOLLOW_CATEGORY.visit : FOLLOW_CATEGORY.normal,
  );
  const [content, setContent] = useState('');
  const [houseIds, setHouseIds] = useState<number[]>([]);
  const customer = useCustomerDetail(customerId);
  const visit = kind === FOLLOW_CATEGORY.visit;
  const matches = useMatchedHouses(customerId, visit);
  const houses = pageRows(matches.data?.pages);

  const save = useCustomerAction(
    () =>
      call(
        api.customerfollowUp,
        { body: { customerId, categoryType: kind, content: content.trim(), houseIds: visit ? houseIds : [] } },
        { loading: '提交中…' },
      ),
    { back: true },
  );

  const submit = () => {
    if (!content.trim()) {
      Toast.show('请输入跟进内容');
      return;
    }
    save.mutate(undefined);
  };

  const name = customer.data?.customerInfo[0]?.name;
  return (
    <PageShell
      title="写跟进"
      footer={
        <Button block color="primary" shape="rounded" style={{ height: 44 }} loading={save.isPending} onClick={submit}>
          提交
        </Button>
      }
    >
      {name ? <div className={styles.for}>跟进客户：{name}</div> : null}
      <FollowEditor
        kinds={KINDS}
        kind={kind}
        onKind={setKind}
        content={content}
        onContent={setContent}
        maxLength={CUSTOMER_LIMITS.followContentLength}
        phrases={PHRASES}
      >
        {visit ? (
          <section className={styles.card}>
            <div className={styles.label}>
              带看房源 <small className={styles.hint}>从匹配房源中选择，最多{CUSTOMER_LIMITS.followHouses}套</small>
            </div>
            {houses.length === 0 ? (
              <div className={styles.hint}>{matches.isPending ? '加载中…' : '暂无匹配的房源，可只记录带看情况'}</div>
            ) : (
              <Checkbox.Group
                value={houseIds}
                onChange={(v) => setHouseIds((v as number[]).slice(0, CUSTOMER_LIMITS.followHouses))}
              >
                <div className={styles.houses}>
                  {houses.map((h) => (
                    <Checkbox key={h.houseId} value={h.houseId} className={styles.house}>
                      <span className={styles.houseTitle}>{h.title}</span>
                      <span className={styles.hint}>
                        {h.communityName}
                        {h.price === null ? '' : ` · ${h.price}${h.type === 2 ? '元/月' : '万'}`}
                      </span>
                    </Checkbox>
                  ))}
                </div>
              </Checkbox.Group>
            )}
          </section>
        ) : null}
      </FollowEditor>
    </PageShell>
  );
}

export default withRequiredParams(WriteFollowPage, '写跟进', ['customerId']);
