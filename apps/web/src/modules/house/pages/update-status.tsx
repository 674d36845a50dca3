import { housingEndpoints } from '@awb/contract/housing.contract';
import { HOUSING_OPTIONS } from '@awb/contract/housing-options';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Radio, Space, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { TeamClaim } from '../components/team-claim.tsx';
import { useListingDetail } from '../house.queries.ts';
import { afterTeamChange } from '../team-submit.ts';
import styles from './update.module.css';

/** pages/house/update-status?id&type: 有效, 暂缓, 我售/我租, 他售/他租, 无效 with a reason. */
function UpdateStatusPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const type = Number(params.get('type')) === 2 ? 2 : 1;
  const detail = useListingDetail(houseId);
  const current = detail.data?.requestData.houseState;
  const [state, setState] = useState<number | undefined>(undefined);
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const queryClient = useQueryClient();
  const chosen = state ?? current;

  const submit = async () => {
    setSubmitting(true);
    try {
      const result = await call(housingEndpoints.housingState, { body: { houseId, houseState: chosen ?? '', remark } });
      await afterTeamChange(queryClient, result.msg);
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <TeamClaim
      title="修改状态"
      houseId={houseId}
      intro="成交或失效的房源改为对应状态后，将不再出现在默认的有效房源中。"
      submitText="保存"
      submitting={submitting}
      onSubmit={() => void submit()}
    >
      <Form.Item label="房源状态" layout="vertical" required>
        <Radio.Group value={chosen} onChange={(v) => setState(Number(v))}>
          <Space direction="vertical" block className={styles.options}>
            {HOUSING_OPTIONS.houseState[type].map((o) => (
              <Radio key={o.value} value={o.value} block>
                {o.label}
                {o.value === current ? <span className={styles.current}>当前</span> : null}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item label="原因" layout="vertical">
        <TextArea
          value={remark}
          onChange={setRemark}
          placeholder="如：业主已自行售出"
          maxLength={200}
          rows={3}
          showCount
        />
      </Form.Item>
    </TeamClaim>
  );
}

export default withRequiredParams(UpdateStatusPage, '修改状态');
