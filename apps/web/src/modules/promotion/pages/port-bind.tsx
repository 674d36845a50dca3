import { PORTAL, PORTAL_SPECS, PORTALS, PROMOTION_CONFIRM, type TPortal } from '@awb/contract/promotion-constants';
import type { TPortalBinding } from '@awb/contract/promotion-views';
import { Button, Form, Input, NoticeBar, Switch, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { REQUEST } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { promotionCalls, usePortalBinding, useRefreshPromotion } from '../promotion.queries.ts';
import styles from './promotion.module.css';

/** Runs a call; the request layer has already shown why when it fails. */
async function attempt<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch {
    return null;
  }
}

function BindForm({
  binding,
  houseId,
  onChanged,
}: {
  binding: TPortalBinding;
  houseId: number;
  onChanged: () => void;
}) {
  const portal = binding.portal as TPortal;
  const spec = PORTAL_SPECS[portal];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(spec.fields.map((f) => [f.key, f.secret ? '' : (binding.fields[f.key] ?? '')])),
  );
  const [open, setOpen] = useState(binding.bound ? binding.open : true);

  const save = async () => {
    const res = await attempt(() => promotionCalls.bind({ portal, open: open ? 1 : 0, ...values }));
    if (!res) return;
    dialog.success(res.msg);
    onChanged();
    // Opened from a push (seed 001 §4): back to it once the portal can take pushes.
    if (houseId > 0 && res.data.open) setTimeout(() => nav.navigateBack(), REQUEST.toastMs);
  };
  const toggle = async (next: boolean) => {
    if (!binding.bound) return setOpen(next);
    const res = await attempt(() => promotionCalls.setOpen(portal, next ? 1 : 0));
    if (!res) return;
    setOpen(next);
    dialog.success(res.msg);
    onChanged();
  };
  const unbind = async () => {
    if ((await dialog.confirm({ content: PROMOTION_CONFIRM.unbind(spec.name) })) !== 'confirm') return;
    const res = await attempt(() => promotionCalls.unbind(portal));
    if (!res) return;
    dialog.success(res.msg);
    onChanged();
  };

  return (
    <>
      {!binding.configured ? <NoticeBar content={`${spec.name}推送服务未配置，请联系管理员`} color="alert" /> : null}
      <Form layout="horizontal" className={styles.panel}>
        <Form.Header>{binding.bound ? `已绑定 · ${binding.boundAt}` : '未绑定'}</Form.Header>
        {spec.fields.map((f) => (
          <Form.Item key={f.key} label={f.label}>
            <Input
              aria-label={f.label}
              type={f.secret ? 'password' : 'text'}
              value={values[f.key] ?? ''}
              placeholder={
                f.secret && binding.savedSecrets.includes(f.key) ? '已保存，如需修改请重新输入' : `请输入${f.label}`
              }
              onChange={(v) => setValues((old) => ({ ...old, [f.key]: v }))}
            />
          </Form.Item>
        ))}
        <Form.Item label="开启推广" extra={<Switch checked={open} onChange={(v) => void toggle(v)} />} />
      </Form>
      <div className={styles.footer}>
        {binding.bound ? (
          <Button color="danger" fill="outline" onClick={() => void unbind()}>
            解除绑定
          </Button>
        ) : null}
        <Button color="primary" onClick={() => void save()}>
          {binding.bound ? '保存' : '绑定'}
        </Button>
      </div>
    </>
  );
}

/** 绑定推广平台 (pages/public/promotion-port-bind, param houseid; seed 001 §2–§4): one form per portal. */
export default function PortBindPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('houseid')) || 0;
  const asked = Number(params.get('portal'));
  const [portal, setPortal] = useState<number>(() =>
    (PORTALS as readonly number[]).includes(asked) ? asked : PORTAL.xingfuli,
  );
  const binding = usePortalBinding(portal);
  const refresh = useRefreshPromotion();
  return (
    <PageShell title="推广平台绑定">
      <Tabs className={styles.tabs} activeKey={String(portal)} onChange={(k) => setPortal(Number(k))}>
        {PORTALS.map((p) => (
          <Tabs.Tab key={String(p)} title={PORTAL_SPECS[p].name} />
        ))}
      </Tabs>
      <QueryView query={binding}>
        {(b) => (
          <BindForm
            key={`${b.portal}-${b.updatedAt}-${b.bound}`}
            binding={b}
            houseId={houseId}
            onChanged={() => void refresh()}
          />
        )}
      </QueryView>
    </PageShell>
  );
}
