import { housingEndpoints } from '@awb/contract/housing.contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { TextRow } from '../components/form-rows.tsx';
import { TeamClaim } from '../components/team-claim.tsx';
import { afterTeamChange, TEAM_OA_ITEM } from '../team-submit.ts';

/** pages/house/enterkey?id&type: register the key (钥匙人) with its number and where it is kept. */
function EnterKeyPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const type = Number(params.get('type')) || 1;
  const queryClient = useQueryClient();
  const [keyNo, setKeyNo] = useState('');
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    setSubmitting(true);
    try {
      const result = await call(housingEndpoints.teamKey, {
        body: { houseId, keyNo, remark, oaParam: { oaItemId: TEAM_OA_ITEM.key[type], oaReamrk: remark } },
      });
      await afterTeamChange(queryClient, result.msg);
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <TeamClaim
      title="录入钥匙"
      houseId={houseId}
      intro="收到业主钥匙后登记编号和存放位置，您将成为该房源的钥匙人，房源标记为有钥匙。"
      submitText="确认录入"
      submitting={submitting}
      onSubmit={() => void submit()}
    >
      <TextRow label="钥匙编号" required value={keyNo} onChange={setKeyNo} placeholder="如 WS-0012" maxLength={50} />
      <Form.Item label="存放说明" layout="vertical">
        <TextArea
          value={remark}
          onChange={setRemark}
          placeholder="存放门店、钥匙数量等"
          maxLength={200}
          rows={3}
          showCount
        />
      </Form.Item>
    </TeamClaim>
  );
}

export default withRequiredParams(EnterKeyPage, '录入钥匙');
