import { CUSTOMER_LIMITS, CUSTOMER_TYPE_NAMES, PAYMENT_METHODS_OF_TYPE } from '@awb/contract/customer-enums';
import { Button, Form, Selector, Toast } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dialog } from '../../../platform/dialog.tsx';
import { dropDraft, readDraft, writeDraft } from '../../../platform/form-draft.ts';
import { useSession } from '../../../platform/session.ts';
import { clearInvalidFields, markInvalidField } from '../../../ui/invalid-field.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import { pickEstate } from '../../estate/picker/estate-pick.ts';
import { ContactSection } from '../components/form/contact-section.tsx';
import styles from '../components/form/form.module.css';
import { IntentionSection } from '../components/form/intention-section.tsx';
import { ProfileSection } from '../components/form/profile-section.tsx';
import {
  formFromDetail,
  statesOfType,
  useCustomerDetail,
  useCustomerSetting,
  useSaveCustomer,
} from '../customer.queries.ts';
import { customerDraftKey } from '../customer-draft.ts';
import { emptyCustomerForm, formIssue, isUntouched, type TCustomerFormValues } from '../customer-form-values.ts';
import { dateTimeText } from '../customer-format.ts';

/** 新增客户 / 编辑客户 (pages/customer/operation?customerId=): every field of seed 001 §3, kept as a draft until saved. */
export default function CustomerOperationPage() {
  const [params] = useSearchParams();
  const customerId = Number(params.get('customerId')) || 0;
  const detail = useCustomerDetail(customerId);
  const userId = useSession().data?.user.userId;
  const title = customerId > 0 ? '编辑客户' : '新增客户';

  if (userId === undefined || (customerId > 0 && detail.isPending)) {
    return (
      <PageShell title={title}>
        <LoadingBlock />
      </PageShell>
    );
  }
  if (customerId > 0 && detail.isError) {
    return (
      <PageShell title={title}>
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      </PageShell>
    );
  }
  const initial = customerId > 0 && detail.data ? formFromDetail(detail.data) : emptyCustomerForm();
  return <CustomerForm key={customerId} customerId={customerId} userId={userId} title={title} initial={initial} />;
}

type TFormProps = { customerId: number; userId: number; title: string; initial: TCustomerFormValues };

function CustomerForm({ customerId, userId, title, initial }: TFormProps) {
  const draftKey = customerDraftKey(userId, customerId);
  const stored = useMemo(() => readDraft<TCustomerFormValues>(localStorage, draftKey), [draftKey]);
  const [values, setValues] = useState<TCustomerFormValues>(stored?.values ?? initial);
  const [restoredAt, setRestoredAt] = useState<number | null>(stored?.savedAt ?? null);
  const setting = useCustomerSetting();
  const save = useSaveCustomer(customerId);
  const submitted = useRef(false);

  // Every change is kept in local storage (a short pause first) until the form is submitted.
  useEffect(() => {
    if (submitted.current) return;
    const timer = setTimeout(() => {
      if (submitted.current) return;
      if (customerId === 0 && isUntouched(values)) dropDraft(localStorage, draftKey);
      else if (JSON.stringify(values) !== JSON.stringify(initial)) writeDraft(localStorage, draftKey, values);
      else dropDraft(localStorage, draftKey);
    }, 400);
    return () => clearTimeout(timer);
  }, [values, draftKey, customerId, initial]);

  const set = (patch: Partial<TCustomerFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const states = statesOfType(setting.data, values.customerType);

  const changeType = (customerType: number) => {
    const payments = PAYMENT_METHODS_OF_TYPE[customerType] ?? [0];
    set({
      customerType,
      paymentMethod: payments.includes(values.paymentMethod) ? values.paymentMethod : 0,
      // States belong to a type: a new type starts at its first state.
      state: null,
    });
  };

  const discard = async () => {
    const answer = await dialog.confirm({ content: '是否放弃草稿，恢复为原始内容？', confirmText: '放弃草稿' });
    if (answer !== 'confirm') return;
    dropDraft(localStorage, draftKey);
    setValues(initial);
    setRestoredAt(null);
  };

  const submit = async () => {
    const problem = formIssue(values);
    if (problem) {
      Toast.show({ content: problem.message });
      markInvalidField(problem.path, problem.message);
      return;
    }
    clearInvalidFields();
    try {
      await save.mutateAsync(values);
      submitted.current = true;
      dropDraft(localStorage, draftKey);
    } catch {
      // The request layer or the duplicate dialog has told the user; the draft stays.
    }
  };

  const addCommunity = async () => {
    const pick = await pickEstate('pages/customer/select-estate', 'community', '选择意向小区');
    if (!pick) return;
    setValues((v) =>
      v.community.some((c) => c.communityId === pick.communityId) || v.community.length >= CUSTOMER_LIMITS.communities
        ? v
        : { ...v, community: [...v.community, { communityId: pick.communityId, name: pick.communityName }] },
    );
  };

  return (
    <PageShell
      title={title}
      footer={
        <div className={styles.submit}>
          <Button block color="primary" loading={save.isPending} onClick={submit}>
            {customerId > 0 ? '保存' : '提交'}
          </Button>
        </div>
      }
    >
      {restoredAt ? (
        <div className={styles.draftBar}>
          <span>已恢复 {dateTimeText(restoredAt)} 未提交的草稿</span>
          <button type="button" onClick={discard}>
            放弃草稿
          </button>
        </div>
      ) : null}
      <Form className={styles.form} layout="horizontal">
        <section className={styles.card}>
          <div className={styles.cardTitle}>客户类型</div>
          <div style={{ padding: '8px 16px 14px' }}>
            <Selector
              className={styles.selector}
              columns={3}
              showCheckMark={false}
              options={Object.entries(CUSTOMER_TYPE_NAMES).map(([value, label]) => ({
                value: Number(value),
                label: `${label}客户`,
              }))}
              value={[values.customerType]}
              onChange={(v) => {
                if (v[0] !== undefined) changeType(v[0]);
              }}
            />
          </div>
        </section>
        <ContactSection value={values.customerInfo} onChange={(customerInfo) => set({ customerInfo })} />
        <IntentionSection values={values} set={set} onAddCommunity={addCommunity} />
        <ProfileSection values={values} set={set} states={states} />
      </Form>
      <p className={styles.tip}>填写内容会自动保存为草稿，提交成功后清除。</p>
    </PageShell>
  );
}
