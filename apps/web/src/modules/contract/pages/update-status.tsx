import { APP_TYPE } from '@awb/contract/common/apps';
import type { TContractRentDetail, TContractSaleDetail } from '@awb/contract/contract-views';
import { Button, List, Radio, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import writer from '../../app-record/components/follow-writer.module.css';
import status from '../../customer/pages/update-status.module.css';
import { useAppOaApproval } from '../../oa/oa.queries.ts';
import { StateTag } from '../components/state-tag.tsx';
import styles from '../contract.module.css';
import { useChangeContractState, useContractDetail } from '../contract.queries.ts';
import { stateOaItem, statesOf } from '../contract-state.ts';
import { useContractParams } from '../use-contract-params.ts';

const REMARK_MAX = 200;

/**
 * pages/contract/update-status?id&type: the contract's states (those the agent may choose enabled),
 * a remark, then contractSaleState / contractRentState with oaParam {oaItemId, oaReamrk}.
 */
function UpdateStatusPage() {
  const { contractId, contractType } = useContractParams();
  const detail = useContractDetail(contractType, contractId);
  if (detail.data) return <StatusForm detail={detail.data} />;
  return (
    <PageShell title="修改状态">
      <QueryView query={detail}>{() => null}</QueryView>
    </PageShell>
  );
}

function StatusForm({ detail: d }: { detail: TContractSaleDetail | TContractRentDetail }) {
  const [state, setState] = useState(d.state);
  const [remark, setRemark] = useState('');
  const change = useChangeContractState(d.contractType, d.contractId);
  const allowed = new Set(d.actions.states);
  // A flow covering the chosen state: the change is submitted for approval (the server answers 已提交审批).
  const flow = useAppOaApproval(APP_TYPE.contract, state === d.state ? undefined : stateOaItem(d.contractType, state));

  const submit = () => {
    if (state === d.state) {
      Toast.show({ content: '请选择新的合同状态' });
      return;
    }
    change.mutate({ state, remark: remark.trim() });
  };

  return (
    <PageShell
      title="修改状态"
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          style={{ height: 44 }}
          disabled={state === d.state}
          loading={change.isPending}
          onClick={submit}
        >
          {flow.data?.needApproval ? '提交审批' : '保存'}
        </Button>
      }
    >
      <div className={status.current}>
        合同 {d.contractNo} 当前状态：
        <StateTag contractType={d.contractType} state={d.state} name={d.stateName} color={d.stateColor} />
      </div>
      <List className={status.list} header="选择新状态">
        <Radio.Group value={state} onChange={(v) => setState(Number(v))}>
          {statesOf(d.contractType).map((s) => {
            const disabled = s.value !== d.state && !allowed.has(s.value);
            return (
              <List.Item
                key={s.value}
                disabled={disabled}
                prefix={<Radio value={s.value} disabled={disabled} aria-label={s.label} />}
                onClick={() => !disabled && setState(s.value)}
                arrow={false}
                extra={s.value === d.state ? '当前' : disabled ? '无权限' : undefined}
              >
                <span className={styles.dot} style={{ background: s.color }} />
                {s.label}
              </List.Item>
            );
          })}
        </Radio.Group>
      </List>
      <section className={writer.card}>
        <h2>备注</h2>
        <TextArea
          className={writer.text}
          placeholder="如：买方贷款已审批，进入办理"
          value={remark}
          onChange={setRemark}
          maxLength={REMARK_MAX}
          rows={3}
          showCount
          aria-label="备注"
        />
      </section>
    </PageShell>
  );
}

export default withRequiredParams(UpdateStatusPage, '修改状态');
