import { localDay } from '@awb/contract/common/china-time';
import { housingEndpoints } from '@awb/contract/housing.contract';
import { HOUSING_OPTIONS } from '@awb/contract/housing-options';
import { useQueryClient } from '@tanstack/react-query';
import { Form, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { ChipsRow, DateRow } from '../components/form-rows.tsx';
import { TeamClaim } from '../components/team-claim.tsx';
import { afterTeamChange, TEAM_OA_ITEM } from '../team-submit.ts';

/** pages/house/entrust?id&type: take the owner's entrustment (委托人) with its type and period. */
function EntrustPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const type = Number(params.get('type')) || 1;
  const queryClient = useQueryClient();
  const [entrustType, setEntrustType] = useState(1);
  const [start, setStart] = useState(localDay(new Date()));
  const [end, setEnd] = useState('');
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    setSubmitting(true);
    try {
      const result = await call(housingEndpoints.teamEntrustment, {
        body: {
          houseId,
          entrustType,
          entrustStart: start,
          entrustEnd: end,
          remark,
          oaParam: { oaItemId: TEAM_OA_ITEM.entrustment[type], oaReamrk: remark },
        },
      });
      await afterTeamChange(queryClient, result.msg);
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <TeamClaim
      title="签委托"
      houseId={houseId}
      intro="与业主签署委托协议后登记在这里，您将成为该房源的委托人。"
      submitText="确认委托"
      submitting={submitting}
      onSubmit={() => void submit()}
    >
      <ChipsRow
        label="委托类型"
        required
        columns={3}
        options={HOUSING_OPTIONS.entrustType}
        value={[entrustType]}
        onChange={(v) => setEntrustType(v[0] ?? 1)}
      />
      <DateRow label="开始日期" required value={start} onChange={setStart} />
      <DateRow label="结束日期" required value={end} onChange={setEnd} min={new Date()} />
      <Form.Item label="备注" layout="vertical">
        <TextArea
          value={remark}
          onChange={setRemark}
          placeholder="委托协议编号、特别约定等"
          maxLength={200}
          rows={3}
          showCount
        />
      </Form.Item>
    </TeamClaim>
  );
}

export default withRequiredParams(EntrustPage, '签委托');
