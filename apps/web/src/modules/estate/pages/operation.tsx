import { communityEndpoints as api } from '@awb/contract/community.contract';
import type { TCommunityFields } from '@awb/contract/community-fields';
import { regionEndpoints } from '@awb/contract/region.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Picker, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { nav, withQuery } from '../../../platform/nav.ts';
import { useSession } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadingBlock } from '../../../ui/query-view.tsx';
import { refreshEstate, silent, useCommunityValues, useRegions } from '../estate.queries.ts';

type TForm = Record<Exclude<keyof TCommunityFields, 'districtId' | 'regionId'>, string>;
const TEXT_FIELDS: [keyof TForm, string, string, number][] = [
  ['otherName', '别名', '如：小区的其他叫法', 50],
  ['address', '地址', '请输入小区地址', 100],
  ['buildingCompany', '开发商', '请输入开发商', 50],
  ['years', '建成年代', '如：2008', 4],
  ['green', '绿化率(%)', '如：35', 6],
  ['propertyCompany', '物业公司', '请输入物业公司', 50],
  ['propertyfee', '物业费(元/㎡·月)', '如：2.5', 8],
  ['primarySchool', '对口小学', '多个用、分隔', 100],
  ['middleSchool', '对口中学', '多个用、分隔', 100],
  ['longitude', '经度', '可在地图上标注', 12],
  ['latitude', '纬度', '可在地图上标注', 12],
];

/** Add or edit a community (seed 001 §3, every field). */
export default function EstateOperationPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const values = useCommunityValues(id);
  if (id && values.isPending) {
    return (
      <PageShell title="编辑小区">
        <LoadingBlock />
      </PageShell>
    );
  }
  return <CommunityForm key={id} id={id} initial={values.data} />;
}

function CommunityForm({ id, initial }: { id: number; initial: Record<string, unknown> | undefined }) {
  const queryClient = useQueryClient();
  const cityId = useSession().data?.company.cityId ?? 0;
  const [districtId, setDistrictId] = useState<number>(Number(initial?.districtId ?? 0));
  const [regionId, setRegionId] = useState<number>(Number(initial?.regionId ?? 0));
  const [picker, setPicker] = useState<'district' | 'region' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<TForm>();
  const districts = useQuery({
    queryKey: ['region', 'districts', cityId],
    queryFn: async () => (await call(regionEndpoints.getDistractList, { query: { cityId } }, silent)).data,
    enabled: cityId > 0,
  });
  const regions = useRegions(districtId);
  useEffect(() => {
    if (!initial) return;
    const text: Partial<TForm> = {};
    for (const [key] of TEXT_FIELDS)
      text[key] = initial[key] === null || initial[key] === undefined ? '' : String(initial[key]);
    form.setFieldsValue({ ...text, name: String(initial.name ?? ''), remark: String(initial.remark ?? '') });
  }, [initial, form]);

  const districtName = districts.data?.find((d) => d.id === districtId)?.name;
  const regionName = regions.data?.find((r) => r.regionId === regionId)?.name;

  const submit = async (v: TForm) => {
    const body = { ...v, districtId, regionId } as TCommunityFields;
    setSaving(true);
    try {
      if (id) {
        const res = await call(
          api.companyCommunityEdit,
          { body: { ...body, communityId: id } },
          { loading: '保存中…' },
        );
        Toast.show({ icon: 'success', content: res.msg });
        await refreshEstate(queryClient);
        setTimeout(() => nav.navigateBack(), 1500);
      } else {
        const res = await call(api.companyCommunityAdd, { body }, { loading: '保存中…' });
        Toast.show({ icon: 'success', content: res.msg });
        await refreshEstate(queryClient);
        setTimeout(() => nav.redirectTo(withQuery('pages/estate/detail', { id: res.data.communityId })), 1500);
      }
    } catch {
      setSaving(false);
    }
  };

  return (
    <PageShell
      title={id ? '编辑小区' : '新增小区'}
      footer={
        <Button block color="primary" loading={saving} onClick={() => form.submit()}>
          保存
        </Button>
      }
    >
      <Form form={form} layout="horizontal" onFinish={(v) => void submit(v)}>
        <Form.Header>基本信息</Form.Header>
        <Form.Item name="name" label="小区名称" rules={[{ required: true, message: '请输入小区名称' }]}>
          <Input placeholder="请输入小区名称" maxLength={50} clearable />
        </Form.Item>
        <Form.Item label="所在区域" required onClick={() => setPicker('district')} arrow>
          <span style={{ color: districtName ? undefined : '#bbb' }}>{districtName ?? '请选择区域'}</span>
        </Form.Item>
        <Form.Item label="板块" onClick={() => districtId && setPicker('region')} arrow>
          <span style={{ color: regionName ? undefined : '#bbb' }}>
            {regionName ?? (districtId ? '请选择板块（选填）' : '请先选择区域')}
          </span>
        </Form.Item>
        {TEXT_FIELDS.map(([name, label, placeholder, max]) => (
          <Form.Item key={name} name={name} label={label}>
            <Input placeholder={placeholder} maxLength={max} clearable />
          </Form.Item>
        ))}
        <Form.Item name="remark" label="备注">
          <TextArea placeholder="小区的其他说明" maxLength={500} rows={3} showCount />
        </Form.Item>
      </Form>
      <Picker
        columns={[(districts.data ?? []).map((d) => ({ label: d.name, value: String(d.id) }))]}
        visible={picker === 'district'}
        onClose={() => setPicker(null)}
        value={[String(districtId)]}
        onConfirm={(v) => {
          const next = Number(v[0]);
          if (next !== districtId) setRegionId(0);
          setDistrictId(next);
        }}
      />
      <Picker
        columns={[
          [
            { label: '不选', value: '0' },
            ...(regions.data ?? []).map((r) => ({ label: r.name, value: String(r.regionId) })),
          ],
        ]}
        visible={picker === 'region'}
        onClose={() => setPicker(null)}
        value={[String(regionId)]}
        onConfirm={(v) => setRegionId(Number(v[0]))}
      />
    </PageShell>
  );
}
