import { communityEndpoints as api } from '@awb/contract/community.contract';
import { HOUSE_TYPE_TAGS, TOWARDS } from '@awb/contract/community-fields';
import type { THouseTypeFields } from '@awb/contract/community-shapes';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Selector, Stepper, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadingBlock } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { PictureInput } from '../components/picture-input.tsx';
import { refreshEstate, useHouseType } from '../estate.queries.ts';

type TForm = {
  title: string;
  room: number;
  hall: number;
  showerRoom: number;
  houseArea: string;
  toward: string[];
  tags: string[];
  houseTypeDescription: string;
  picture: string[];
};

/** Add (communityId) or edit (id) a house type, with its picture. */
function OperationTypePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const existing = useHouseType(id);
  if (id && existing.isPending)
    return (
      <PageShell title="编辑户型">
        <LoadingBlock />
      </PageShell>
    );
  const communityId = existing.data?.communityId ?? (Number(params.get('communityId')) || 0);
  const h = existing.data;
  const initial: TForm = {
    title: h?.title ?? '',
    room: h?.room ?? 2,
    hall: h?.hall ?? 1,
    showerRoom: h?.showerRoom ?? 1,
    houseArea: h?.houseArea ? String(h.houseArea) : '',
    toward: h?.toward ? [h.toward] : [],
    tags: h?.tags ?? [],
    houseTypeDescription: h?.houseTypeDescription ?? '',
    picture: h?.picture ? [h.picture] : [],
  };
  return <TypeForm id={id} communityId={communityId} initial={initial} />;
}

function TypeForm({ id, communityId, initial }: { id: number; communityId: number; initial: TForm }) {
  const [form] = Form.useForm<TForm>();
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const submit = async (v: TForm) => {
    const body: THouseTypeFields = {
      communityId,
      title: v.title,
      room: v.room,
      hall: v.hall,
      showerRoom: v.showerRoom,
      houseArea: v.houseArea,
      toward: v.toward[0] ?? '',
      tags: v.tags,
      houseTypeDescription: v.houseTypeDescription,
      picture: v.picture[0] ?? '',
    };
    setSaving(true);
    try {
      const res = id
        ? await call(api.houseTypeEdit, { body: { ...body, id } }, { loading: '保存中…' })
        : await call(api.houseTypeAdd, { body }, { loading: '保存中…' });
      Toast.show({ icon: 'success', content: res.msg });
      await refreshEstate(queryClient);
      setTimeout(() => nav.navigateBack(), 1500);
    } catch {
      setSaving(false);
    }
  };
  return (
    <PageShell
      title={id ? '编辑户型' : '新增户型'}
      footer={
        <Button block color="primary" loading={saving} onClick={() => form.submit()}>
          保存
        </Button>
      }
    >
      <Form form={form} initialValues={initial} onFinish={(v) => void submit(v)} layout="horizontal">
        <Form.Item name="picture" label="户型图" layout="vertical">
          <PictureInput />
        </Form.Item>
        <Form.Item name="title" label="户型名称" rules={[{ required: true, message: '请输入户型名称' }]}>
          <Input placeholder="如：A户型、江景三房" maxLength={30} clearable />
        </Form.Item>
        <Form.Item name="room" label="室">
          <Stepper min={0} max={9} />
        </Form.Item>
        <Form.Item name="hall" label="厅">
          <Stepper min={0} max={9} />
        </Form.Item>
        <Form.Item name="showerRoom" label="卫">
          <Stepper min={0} max={9} />
        </Form.Item>
        <Form.Item name="houseArea" label="建筑面积(㎡)">
          <Input type="number" placeholder="如：89" maxLength={8} />
        </Form.Item>
        <Form.Item name="toward" label="朝向" layout="vertical">
          <Selector columns={5} options={TOWARDS.map((t) => ({ label: t, value: t }))} />
        </Form.Item>
        <Form.Item name="tags" label="标签" layout="vertical">
          <Selector columns={3} multiple options={HOUSE_TYPE_TAGS.map((t) => ({ label: t, value: t }))} />
        </Form.Item>
        <Form.Item name="houseTypeDescription" label="户型介绍" layout="vertical">
          <TextArea placeholder="户型特点、采光、格局等" maxLength={500} rows={3} showCount />
        </Form.Item>
      </Form>
    </PageShell>
  );
}

export default withRequiredParams(OperationTypePage, '新增户型', [{ name: ['id', 'communityId'] }]);
