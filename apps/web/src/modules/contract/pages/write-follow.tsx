import { APP_TYPE } from '@awb/contract/common/apps';
import { CONTRACT_FOLLOW_WRITABLE } from '@awb/contract/contract-fields';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { FollowWriter } from '../../app-record/components/follow-writer.tsx';
import { CONTRACT_KEY } from '../contract.queries.ts';
import { useContractParams } from '../use-contract-params.ts';

/** Progress notes agents write every day; a tap appends one. */
const PHRASES = [
  '已与双方确认签约细节',
  '买方贷款已提交审批',
  '已预约过户时间',
  '已完成交房',
  '已收取佣金',
  '客户资料已补齐',
];

/** pages/contract/write-follow?id&type: a follow-up of a contract (app/followUp, appType 5); kept as a draft until sent. */
function ContractWriteFollowPage() {
  const { contractId, contractType } = useContractParams();
  return (
    <FollowWriter
      keyRoot={CONTRACT_KEY}
      item={{ appType: APP_TYPE.contract, type: contractType, itemId: contractId }}
      draftForm="contract-follow"
      writable={CONTRACT_FOLLOW_WRITABLE}
      phrases={PHRASES}
      placeholder="记录合同办理进展，如签约、贷款、过户、交房等"
    />
  );
}

export default withRequiredParams(ContractWriteFollowPage, '写跟进');
