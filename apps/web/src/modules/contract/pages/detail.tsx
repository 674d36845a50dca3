import { APP_TYPE } from '@awb/contract/common/apps';
import { CONTRACT_PARTY_LABELS, CONTRACT_TYPE_NAMES } from '@awb/contract/contract-fields';
import type { TContractRentDetail, TContractSaleDetail } from '@awb/contract/contract-views';
import { ActionSheet, Button } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { EditSOutline, FileOutline, PictureOutline, RightOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { dialog } from '../../../platform/dialog.tsx';
import { SIGN_START_PAGE, useMayStartSigning } from '../../../platform/may-start-signing.ts';
import { nav, withQuery } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { AppFollowUpList } from '../../app-record/components/follow-up-list.tsx';
import shared from '../../customer/pages/detail.module.css';
import { useAppOaApproval } from '../../oa/oa.queries.ts';
import { StateTag } from '../components/state-tag.tsx';
import styles from '../contract.module.css';
import { CONTRACT_DELETE_CONFIRM, CONTRACT_KEY, useContractDetail, useDeleteContract } from '../contract.queries.ts';
import { dateOrDash, houseLine, yuanText } from '../contract-format.ts';
import { contractPage, operationPage } from '../contract-links.ts';
import { deleteOaItem } from '../contract-state.ts';
import { useContractParams } from '../use-contract-params.ts';

type TDetail = TContractSaleDetail | TContractRentDetail;

/** pages/contract/detail?id&type: every field, the state, pictures, follow-ups; edit, state, delete. */
function ContractDetailPage() {
  const { contractId, contractType } = useContractParams();
  const detail = useContractDetail(contractType, contractId);
  if (detail.data) return <Detail detail={detail.data} />;
  return (
    <PageShell title="合同详情">
      <QueryView query={detail}>{() => null}</QueryView>
    </PageShell>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
}

function Detail({ detail: d }: { detail: TDetail }) {
  const [moreOpen, setMoreOpen] = useState(false);
  const remove = useDeleteContract(d.contractType, d.contractId);
  const maySign = useMayStartSigning();
  // A flow covering the delete: the action is submitted for approval (the server answers 已提交审批).
  const deleteFlow = useAppOaApproval(APP_TYPE.contract, d.actions.delete ? deleteOaItem(d.contractType) : undefined);
  const viaApproval = deleteFlow.data?.needApproval === true;
  const labels = CONTRACT_PARTY_LABELS[d.contractType] ?? { partyA: '甲方', partyB: '乙方' };
  const open = (page: string) => nav.navigateTo(contractPage(page, d.contractId, d.contractType));
  const a = d.actions;
  const sale = 'transactionPrice' in d ? d : null;
  const rent = 'monthlyRent' in d ? d : null;

  const confirmDelete = async () => {
    const confirmText = viaApproval ? '提交审批' : undefined;
    if ((await dialog.confirm({ content: CONTRACT_DELETE_CONFIRM, confirmText })) !== 'confirm') return;
    remove.mutate('');
  };

  const more: Action[] = [
    ...(a.edit
      ? [{ key: 'edit', text: '编辑合同', onClick: () => nav.navigateTo(operationPage(d.contractType, d.contractId)) }]
      : []),
    ...(a.states.length > 0 ? [{ key: 'state', text: '修改状态', onClick: () => open('update-status') }] : []),
    { key: 'record', text: '变更记录', onClick: () => open('other-record') },
    // A record an e-contract already links is not started again (the server refuses it too).
    ...(maySign && d.signContractId === 0
      ? [
          {
            key: 'sign',
            text: '发起签约',
            onClick: () =>
              nav.navigateTo(withQuery(SIGN_START_PAGE, { contractId: d.contractId, contractType: d.contractType })),
          },
        ]
      : []),
    ...(a.delete
      ? [
          {
            key: 'delete',
            text: viaApproval ? '删除合同（提交审批）' : '删除合同',
            danger: true,
            onClick: () => void confirmDelete(),
          },
        ]
      : []),
  ];

  const footer = (
    <div className={shared.footer}>
      <button type="button" className={shared.more} onClick={() => setMoreOpen(true)}>
        <span className={shared.moreDots}>···</span>
        更多
      </button>
      {a.states.length > 0 ? (
        <Button className={shared.primary} fill="outline" color="primary" onClick={() => open('update-status')}>
          修改状态
        </Button>
      ) : null}
      {a.followUp ? (
        <Button className={shared.primary} color="primary" onClick={() => open('write-follow')}>
          <EditSOutline /> 写跟进
        </Button>
      ) : null}
    </div>
  );

  return (
    <PageShell title="合同详情" footer={footer}>
      <section className={styles.hero}>
        <div className={styles.heroTop}>
          <span>
            {CONTRACT_TYPE_NAMES[d.contractType]} · {d.contractNo}
          </span>
          <span className={styles.heroTag}>
            <StateTag contractType={d.contractType} state={d.state} name={d.stateName} color={d.stateColor} />
          </span>
        </div>
        <div className={styles.heroHouse}>{houseLine(d) || '—'}</div>
        <div className={styles.heroAmount}>
          {sale ? `成交价 ${yuanText(sale.transactionPrice)}` : rent ? `月租金 ${yuanText(rent.monthlyRent)}` : null}
        </div>
      </section>

      <section className={shared.entries}>
        <button type="button" onClick={() => open('picture')}>
          <PictureOutline style={{ color: '#6a52f5', background: '#f0edff' }} />
          合同图片{d.pictureCount ? `(${d.pictureCount})` : ''}
        </button>
        <button type="button" onClick={() => open('follow-record')}>
          <FileOutline style={{ color: '#ff7d00', background: '#fff3e6' }} />
          跟进记录
        </button>
        <button type="button" onClick={() => open('other-record')}>
          <UnorderedListOutline style={{ color: '#00a870', background: '#e8f8f0' }} />
          变更记录
        </button>
      </section>

      <section className={styles.section}>
        <div className={styles.sectionTitle}>合同信息</div>
        <dl className={styles.fields}>
          <Field label="合同编号" value={d.contractNo} />
          <Field label="签约日期" value={d.signDate} />
          <Field label="合同状态" value={d.stateName} />
          <Field label="付款方式" value={d.paymentMethodName} />
          {sale ? (
            <>
              <Field label="成交价" value={yuanText(sale.transactionPrice)} />
              <Field label="定金" value={yuanText(sale.depositMoney)} />
              <Field label="贷款金额" value={yuanText(sale.loanAmount)} />
              <Field label="过户日期" value={dateOrDash(sale.transferDate)} />
              <Field label="交房日期" value={dateOrDash(sale.deliveryDate)} />
            </>
          ) : null}
          {rent ? (
            <>
              <Field label="月租金" value={yuanText(rent.monthlyRent)} />
              <Field label="押金" value={yuanText(rent.depositRent)} />
              <Field label="租期" value={`${dateOrDash(rent.startDate)} 至 ${dateOrDash(rent.endDate)}`} />
            </>
          ) : null}
        </dl>
      </section>

      <section className={styles.section}>
        <div className={styles.sectionTitle}>
          房屋信息
          {d.houseId && d.houseCode ? (
            <button
              type="button"
              onClick={() => nav.navigateTo(withQuery('pages/house/detail', { id: d.houseId, type: d.contractType }))}
            >
              关联房源 {d.houseCode} <RightOutline />
            </button>
          ) : null}
        </div>
        <dl className={styles.fields}>
          <Field label="小区/楼盘" value={d.houseName} />
          <Field label="房屋地址" value={d.houseAddress} />
          <Field label="楼栋房号" value={[d.houseBuilding, d.houseRoomNo].filter(Boolean).join(' ')} />
          <Field label="建筑面积" value={d.houseArea === null ? '' : `${d.houseArea}㎡`} />
        </dl>
      </section>

      <section className={styles.section}>
        <div className={styles.sectionTitle}>交易双方</div>
        <dl className={styles.fields}>
          <Field label={labels.partyA} value={d.partyAName} />
          <Field label="联系电话" value={d.partyAPhone} />
          <Field label={labels.partyB} value={d.partyBName} />
          <Field label="联系电话" value={d.partyBPhone} />
        </dl>
      </section>

      <section className={styles.section}>
        <div className={styles.sectionTitle}>佣金与经办</div>
        <dl className={styles.fields}>
          <Field label="甲方佣金" value={yuanText(d.partyAAgencyFee)} />
          <Field label="乙方佣金" value={yuanText(d.partyBAgencyFee)} />
          <Field label="佣金合计" value={yuanText(d.commission)} />
          <Field label="经办人" value={[d.userName, d.deptName].filter(Boolean).join(' · ')} />
          <Field label="录入人" value={d.createdByName} />
          <Field label="录入时间" value={d.createdAt} />
          <Field label="备注" value={d.remark} />
        </dl>
      </section>

      {d.customerId > 0 ? (
        <section className={styles.section} aria-label="关联客源">
          <div className={styles.sectionTitle}>
            关联客源
            <button
              type="button"
              onClick={() => nav.navigateTo(withQuery('pages/customer/detail', { customerId: d.customerId }))}
            >
              {d.customerName || '查看客源'} <RightOutline />
            </button>
          </div>
        </section>
      ) : null}

      {d.signContractId > 0 ? (
        <section className={styles.section} aria-label="电子合同">
          <div className={styles.sectionTitle}>
            电子合同
            <button
              type="button"
              onClick={() => nav.navigateTo(withQuery('pages/sign/detail', { contractId: d.signContractId }))}
            >
              查看电子合同 <RightOutline />
            </button>
          </div>
          <p className={styles.fields}>由电子签约签署完成生成或更新，合同编号 {d.contractNo}</p>
        </section>
      ) : null}

      <section className={styles.section}>
        <div className={styles.sectionTitle}>
          跟进记录
          <button type="button" onClick={() => open('follow-record')}>
            全部 <RightOutline />
          </button>
        </div>
        <div className={styles.followBody}>
          <AppFollowUpList
            keyRoot={CONTRACT_KEY}
            item={{ appType: APP_TYPE.contract, type: d.contractType, itemId: d.contractId }}
            emptyDescription="记录签约、过户、交房等办理进展"
          />
        </div>
      </section>

      <ActionSheet
        visible={moreOpen}
        actions={more}
        cancelText="取消"
        onClose={() => setMoreOpen(false)}
        onAction={() => setMoreOpen(false)}
      />
    </PageShell>
  );
}

export default withRequiredParams(ContractDetailPage, '合同详情');
