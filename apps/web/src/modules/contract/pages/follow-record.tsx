import { APP_TYPE } from '@awb/contract/common/apps';
import { Button } from 'antd-mobile';
import { EditSOutline } from 'antd-mobile-icons';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { AppFollowUpList } from '../../app-record/components/follow-up-list.tsx';
import styles from '../contract.module.css';
import { CONTRACT_KEY, useContractDetail } from '../contract.queries.ts';
import { contractPage } from '../contract-links.ts';
import { useContractParams } from '../use-contract-params.ts';

/** pages/contract/follow-record?id&type: every follow-up of a contract by category, 15 a page; 写跟进 below. */
function FollowRecordPage() {
  const { contractId, contractType } = useContractParams();
  const mayFollow = useContractDetail(contractType, contractId).data?.actions.followUp ?? false;
  return (
    <PageShell
      title="跟进记录"
      footer={
        mayFollow ? (
          <Button
            block
            color="primary"
            shape="rounded"
            style={{ height: 44 }}
            onClick={() => nav.navigateTo(contractPage('write-follow', contractId, contractType))}
          >
            <EditSOutline /> 写跟进
          </Button>
        ) : undefined
      }
    >
      <div className={styles.followCard}>
        <AppFollowUpList
          keyRoot={CONTRACT_KEY}
          item={{ appType: APP_TYPE.contract, type: contractType, itemId: contractId }}
          emptyDescription="记录签约、过户、交房等办理进展"
        />
      </div>
    </PageShell>
  );
}

export default withRequiredParams(FollowRecordPage, '跟进记录');
