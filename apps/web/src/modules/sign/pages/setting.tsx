import { SIGN_MSG, SIGNING_TYPE } from '@awb/contract/sign-constants';
import type { TSignSetting } from '@awb/contract/sign-views';
import { Button, CascadePicker, Form, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSession } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { regionLabel } from '../../account/region-options.ts';
import { useProvinceCityOptions } from '../../account/register.queries.ts';
import styles from '../components/form.module.css';
import { useSaveSignSetting, useSignSetting } from '../sign.queries.ts';

const TYPE_OPTIONS = [
  { label: '表单签署', value: SIGNING_TYPE.form, description: '按分组表单填写合同' },
  { label: '可视化签署', value: SIGNING_TYPE.visual, description: '在合同原文上填写' },
];

/** 签署设置 (pages/sign/setting): a manager sets the signing type and the default city; the parameter map is kept. */
export default function SignSettingPage() {
  const setting = useSignSetting();
  const isManager = useSession().data?.user.isManager === true;
  return (
    <PageShell title="签署设置">
      {isManager ? (
        <QueryView query={setting}>{(data) => <SettingForm setting={data} />}</QueryView>
      ) : (
        <EmptyState title="暂无权限" description={SIGN_MSG.managerOnly} />
      )}
    </PageShell>
  );
}

function SettingForm({ setting }: { setting: TSignSetting }) {
  const save = useSaveSignSetting();
  const regions = useProvinceCityOptions();
  const [signingType, setSigningType] = useState(setting.signingType);
  const [city, setCity] = useState<string[]>(
    setting.defaultCityInfo ? [String(setting.defaultCityInfo.provinceId), String(setting.defaultCityInfo.cityId)] : [],
  );
  const [pickerOpen, setPickerOpen] = useState(false);
  const cityLabel = regionLabel(regions.data ?? [], city);

  const submit = () => {
    if (signingType !== SIGNING_TYPE.form && signingType !== SIGNING_TYPE.visual) {
      return void Toast.show({ content: SIGN_MSG.signingTypeInvalid });
    }
    save.mutate({ signingType, defaultCityId: Number(city[1] ?? 0), paramMap: setting.paramMap });
  };

  return (
    <>
      <Form layout="horizontal" className={styles.form}>
        <Form.Header>签署方式</Form.Header>
        <Form.Item layout="vertical" label="发起签约时使用的页面">
          <Selector
            columns={2}
            options={TYPE_OPTIONS}
            value={signingType ? [signingType] : []}
            onChange={(v) => v[0] && setSigningType(v[0])}
          />
        </Form.Item>
        <Form.Header>默认城市</Form.Header>
        <Form.Item label="城市" arrow onClick={() => setPickerOpen(true)}>
          {cityLabel ? <span>{cityLabel}</span> : <span style={{ color: '#c5c8ce' }}>请选择默认城市</span>}
        </Form.Item>
      </Form>
      <CascadePicker
        title="选择默认城市"
        options={regions.data ?? []}
        loading={regions.isLoading}
        visible={pickerOpen}
        value={city}
        onClose={() => setPickerOpen(false)}
        onConfirm={(v) => setCity(v.filter((x): x is string => typeof x === 'string'))}
      />
      <p className={styles.tip}>默认城市用于合同中房屋所在区域的默认值。</p>
      <div className={styles.submit}>
        <Button block color="primary" loading={save.isPending} onClick={submit}>
          保存
        </Button>
      </div>
    </>
  );
}
