import { ACQ_MSG } from '@awb/contract/acquisition-constants';
import { CUSTOMER_TYPE_NAMES, CUSTOMER_TYPES } from '@awb/contract/customer-enums';
import type { TCustomerRow } from '@awb/contract/customer-rows';
import { Button, Radio, SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { REQUEST } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { acquisitionCalls, useCustomerChoices, useRefreshAcquisition } from '../acquisition.queries.ts';
import { idParam } from '../acquisition-format.ts';
import styles from './acquisition.module.css';

function CustomerChoice({ c, selected, onSelect }: { c: TCustomerRow; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      className={`${styles.row} ${selected ? styles.selected : ''}`}
      onClick={onSelect}
      aria-pressed={selected}
    >
      <span className={styles.rowTop}>
        <span className={styles.rowTitle}>
          <Radio checked={selected} /> {c.name}
        </span>
        <span className={styles.time}>{c.stateName}</span>
      </span>
      <span className={styles.rowLine}>
        {c.phone} · {c.communityNames.join('、') || '意向小区未填'} · 维护人 {c.userName || '—'}
      </span>
    </button>
  );
}

/** Associate a micro-site client with one of the caller's private customers, chosen by type tab. */
function AssociationPage() {
  const [params] = useSearchParams();
  const clientCustomerId = idParam(params.get('id'));
  const [type, setType] = useState<number>(CUSTOMER_TYPES[0]);
  const [key, setKey] = useState('');
  const [chosen, setChosen] = useState<TCustomerRow | null>(null);
  const [saving, setSaving] = useState(false);
  const list = useCustomerChoices(type, useDebounced(key, 300));
  const refresh = useRefreshAcquisition();

  const submit = async () => {
    if (!chosen || !clientCustomerId) return dialog.message(ACQ_MSG.associationRequired);
    setSaving(true);
    try {
      const result = await acquisitionCalls.associate(clientCustomerId, chosen.customerId, chosen.customerType);
      dialog.success(result.msg);
      await refresh();
      setTimeout(() => nav.navigateBack(), REQUEST.toastMs);
    } catch {
      setSaving(false);
    }
  };

  return (
    <PageShell
      title="关联客户"
      footer={
        <Button block color="primary" size="large" loading={saving} onClick={() => void submit()}>
          {chosen ? `关联 ${chosen.name}` : '确定关联'}
        </Button>
      }
    >
      <Tabs
        className={styles.tabs}
        activeKey={String(type)}
        onChange={(k) => {
          setType(Number(k));
          setChosen(null);
        }}
      >
        {CUSTOMER_TYPES.map((t) => (
          <Tabs.Tab key={t} title={CUSTOMER_TYPE_NAMES[t]} />
        ))}
      </Tabs>
      <div className={styles.search}>
        <SearchBar placeholder="搜索客户姓名或电话" value={key} onChange={setKey} />
      </div>
      <InfiniteList
        query={list}
        className={styles.list}
        itemKey={(c) => c.customerId}
        renderItem={(c) => (
          <CustomerChoice c={c} selected={chosen?.customerId === c.customerId} onSelect={() => setChosen(c)} />
        )}
        empty={<EmptyState title="暂无可关联的私客" description="只能关联您可见的私客" />}
      />
    </PageShell>
  );
}

export default withRequiredParams(AssociationPage, '关联客户');
