import { housingEndpoints } from '@awb/contract/housing.contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { TeamClaim } from '../components/team-claim.tsx';
import { afterTeamChange } from '../team-submit.ts';

/** pages/house/exclusive?id&type: become the exclusive agent (独家人) of the listing. */
function ExclusivePage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const queryClient = useQueryClient();
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    setSubmitting(true);
    try {
      const result = await call(housingEndpoints.teamAgent, { body: { houseId, remark } });
      await afterTeamChange(queryClient, result.msg);
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <TeamClaim
      title="抢独家"
      houseId={houseId}
      intro="取得业主的独家代理授权后登记，您将成为该房源的独家人。"
      submitText="成为独家人"
      submitting={submitting}
      onSubmit={() => void submit()}
    >
      <Form.Item label="授权说明" layout="vertical">
        <TextArea
          value={remark}
          onChange={setRemark}
          placeholder="独家协议期限、约定佣金等"
          maxLength={200}
          rows={4}
          showCount
        />
      </Form.Item>
    </TeamClaim>
  );
}

export default withRequiredParams(ExclusivePage, '抢独家');
