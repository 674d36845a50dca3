import { ACQ_CARD_STYLES, ACQ_LIMITS, ACQ_MSG } from '@awb/contract/acquisition-constants';
import type { TAgentCard } from '@awb/contract/acquisition-views';
import { Button, Form, Input, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { REQUEST } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { acquisitionCalls, useAgentCard, useRefreshAcquisition } from '../acquisition.queries.ts';
import { AgentCardView } from '../components/acq-rows.tsx';
import styles from './acquisition.module.css';

type TValues = Omit<TAgentCard, 'saved'>;

function CardForm({ card }: { card: TAgentCard }) {
  const [form] = Form.useForm<TValues>();
  const [preview, setPreview] = useState<TAgentCard>(card);
  const [saving, setSaving] = useState(false);
  const refresh = useRefreshAcquisition();

  const submit = async (values: TValues) => {
    if (!values.userName?.trim()) return dialog.message(ACQ_MSG.userNameRequired);
    setSaving(true);
    try {
      const result = await acquisitionCalls.saveCard(values);
      dialog.success(result.msg);
      await refresh();
      setTimeout(() => nav.navigateBack(), REQUEST.toastMs);
    } catch {
      // The request layer has shown the message.
      setSaving(false);
    }
  };

  return (
    <>
      <AgentCardView card={preview} />
      <Form
        form={form}
        layout="horizontal"
        initialValues={card}
        onValuesChange={(_, all) => setPreview({ ...preview, ...all })}
        onFinish={(v) => void submit(v)}
        footer={
          <Button block color="primary" size="large" type="submit" loading={saving}>
            保存名片
          </Button>
        }
      >
        <Form.Item name="userName" label="姓名">
          <Input placeholder="请输入用户名称" maxLength={20} clearable />
        </Form.Item>
        <Form.Item name="role" label="职位">
          <Input placeholder="如：置业顾问" maxLength={ACQ_LIMITS.cardText} clearable />
        </Form.Item>
        <Form.Item name="company" label="公司">
          <Input placeholder="名片上显示的公司或门店" maxLength={ACQ_LIMITS.cardText} clearable />
        </Form.Item>
        <Form.Item name="userPhone" label="电话">
          <Input placeholder="客户联系您的手机号" type="tel" maxLength={11} clearable />
        </Form.Item>
        <Form.Item name="address" label="地址">
          <Input placeholder="门店地址" maxLength={ACQ_LIMITS.address} clearable />
        </Form.Item>
        <Form.Item name="style" label="名片样式">
          <Radio.Group>
            <Space wrap>
              {ACQ_CARD_STYLES.map((s) => (
                <Radio key={s.value} value={s.value}>
                  <span className={styles.styleDot} style={{ background: s.color }} />
                  {s.label}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      </Form>
    </>
  );
}

/** Edit the agent card the micro-site shows, with a live preview; back after the success toast. */
export default function CardOperatePage() {
  const card = useAgentCard();
  return (
    <PageShell title="编辑名片">
      <QueryView query={card}>{(c) => <CardForm card={c} />}</QueryView>
    </PageShell>
  );
}
