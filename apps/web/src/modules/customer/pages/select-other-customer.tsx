import { CUSTOMER_ATTRIBUTION, CUSTOMER_TYPE_FILTER, CUSTOMER_TYPE_NAMES } from '@awb/contract/customer-enums';
import { Button, CapsuleTabs, Checkbox, Radio, SearchBar } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { nav } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { avatarColor } from '../components/customer-card.tsx';
import { usePickableCustomers } from '../customer.queries.ts';
import {
  readCustomerPickRequest,
  reportCustomerPick,
  type TPickedCustomer,
  toggleCustomer,
} from '../customer-picker.ts';
import styles from './select-other-customer.module.css';

/** 选择客户 (pages/public/select-other-customer?id=): private customers in scope and public ones, searched and chosen. */
export default function SelectOtherCustomerPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <CustomerPicker key={id} id={id} />;
}

function CustomerPicker({ id }: { id: string }) {
  const request = useMemo(() => readCustomerPickRequest(id), [id]);
  const multiple = request.multiple ?? false;
  const [text, setText] = useState('');
  const [houseType, setHouseType] = useState(0);
  const key = useDebounced(text.trim());
  const list = usePickableCustomers(key, houseType);
  const [chosen, setChosen] = useState<TPickedCustomer[]>(request.selected ?? []);
  const answered = useRef(false);
  const excluded = new Set(request.excludeIds ?? []);

  useEffect(() => {
    return () => {
      window.setTimeout(() => {
        if (!answered.current && !document.querySelector(`[data-customer-picker="${id}"]`))
          reportCustomerPick(id, null);
      }, 0);
    };
  }, [id]);

  const confirm = () => {
    answered.current = true;
    reportCustomerPick(id, chosen);
    nav.navigateBack();
  };
  const Mark = multiple ? Checkbox : Radio;

  return (
    <div className={styles.overlay} data-customer-picker={id}>
      <PageShell
        title={request.title ?? '选择客户'}
        footer={
          <div className={styles.bar}>
            <span className={styles.summary}>
              已选{chosen.length ? `(${chosen.length})：${chosen.map((c) => c.name).join('、')}` : '：未选择'}
            </span>
            <Button color="primary" shape="rounded" disabled={chosen.length === 0} onClick={confirm}>
              确定
            </Button>
          </div>
        }
      >
        <div className={styles.top}>
          <SearchBar
            className={styles.search}
            placeholder="搜索客户姓名或手机号"
            value={text}
            onChange={setText}
            maxLength={30}
          />
          <CapsuleTabs className={styles.types} activeKey={String(houseType)} onChange={(k) => setHouseType(Number(k))}>
            {CUSTOMER_TYPE_FILTER.map((t) => (
              <CapsuleTabs.Tab key={String(t.value)} title={t.label} />
            ))}
          </CapsuleTabs>
        </div>
        <InfiniteList
          query={list}
          itemKey={(c) => c.customerId}
          className={styles.list}
          empty={<EmptyState title={key ? '没有找到相关客户' : '暂无客户'} />}
          renderItem={(c) => {
            if (excluded.has(c.customerId)) return null;
            const picked = { customerId: c.customerId, name: c.name, phone: c.phone };
            const on = chosen.some((x) => x.customerId === c.customerId);
            return (
              <button
                type="button"
                className={styles.row}
                onClick={() => setChosen(toggleCustomer(chosen, picked, multiple))}
              >
                <Mark checked={on} aria-label={c.name} />
                <span className={styles.avatar} style={{ background: avatarColor(c.customerId) }}>
                  {Array.from(c.name)[0] ?? '客'}
                </span>
                <span className={styles.main}>
                  <span className={styles.name}>
                    {c.name}
                    <small>
                      {CUSTOMER_TYPE_NAMES[c.customerType]} ·{' '}
                      {c.customerAttribution === CUSTOMER_ATTRIBUTION.public ? '公客' : c.userName}
                    </small>
                  </span>
                  <span className={styles.phone}>{c.phone}</span>
                </span>
              </button>
            );
          }}
        />
      </PageShell>
    </div>
  );
}
