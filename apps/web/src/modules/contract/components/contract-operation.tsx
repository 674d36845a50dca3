import { localDay } from '@awb/contract/common/china-time';
import { CONTRACT_TYPE_NAMES } from '@awb/contract/contract-fields';
import type { TContractRentDetail, TContractSaleDetail } from '@awb/contract/contract-views';
import { Button, Form, Toast } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { dialog } from '../../../platform/dialog.tsx';
import { dropDraft, readDraft, writeDraft } from '../../../platform/form-draft.ts';
import { useSession } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import form from '../../customer/components/form/form.module.css';
import { dateTimeText } from '../../customer/customer-format.ts';
import { openOrgPicker } from '../../org/org-picker.ts';
import styles from '../contract.module.css';
import { useContractDetail, useSaveContract } from '../contract.queries.ts';
import { contractDraftKey } from '../contract-draft.ts';
import {
  emptyContractForm,
  formFromDetail,
  formProblem,
  isUntouched,
  type TContractForm,
} from '../contract-form-values.ts';
import { linkHouse, pickHouse } from '../contract-house-pick.ts';
import { useContractParams } from '../use-contract-params.ts';
import { ContractFormFields } from './contract-form-fields.tsx';

/** Seed 000 §4: the auto-save flag shows for 3 s. */
const SAVED_FLAG_MS = 3000;

/**
 * pages/contract/sell-operation and rent-operation (`?id=` to edit): the whole form, kept as a draft
 * in local storage as the agent types (platform/form-draft.ts) until it is submitted.
 */
export function ContractOperation({ contractType }: { contractType: number }) {
  const { contractId } = useContractParams();
  const detail = useContractDetail(contractType, contractId);
  const userId = useSession().data?.user.userId;
  const title = `${contractId > 0 ? '编辑' : '新增'}${CONTRACT_TYPE_NAMES[contractType]}`;

  if (userId === undefined || (contractId > 0 && detail.isPending)) {
    return (
      <PageShell title={title}>
        <LoadingBlock />
      </PageShell>
    );
  }
  if (contractId > 0 && (detail.isError || !detail.data)) {
    return (
      <PageShell title={title}>
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      </PageShell>
    );
  }
  return (
    <OperationForm
      key={`${contractType}:${contractId}`}
      contractType={contractType}
      contractId={contractId}
      userId={userId}
      title={title}
      detail={detail.data}
    />
  );
}

type TFormProps = {
  contractType: number;
  contractId: number;
  userId: number;
  title: string;
  detail: TContractSaleDetail | TContractRentDetail | undefined;
};

function OperationForm({ contractType, contractId, userId, title, detail }: TFormProps) {
  const today = useMemo(() => localDay(new Date()), []);
  const initial = useMemo(() => (detail ? formFromDetail(detail) : emptyContractForm(today)), [detail, today]);
  const key = contractDraftKey(userId, contractType, contractId);
  const stored = useMemo(() => readDraft<TContractForm>(localStorage, key), [key]);
  const [values, setValues] = useState<TContractForm>(stored?.values ?? initial);
  const [restoredAt, setRestoredAt] = useState<number | null>(stored?.savedAt ?? null);
  const [savedFlag, setSavedFlag] = useState(false);
  const save = useSaveContract(contractType, contractId, detail?.version ?? 0);
  const submitted = useRef(false);

  // Every change is kept in local storage (a short pause first) until the form is submitted.
  useEffect(() => {
    if (submitted.current) return;
    const timer = setTimeout(() => {
      if (submitted.current) return;
      const unchanged =
        contractId === 0 ? isUntouched(values, today) : JSON.stringify(values) === JSON.stringify(initial);
      if (unchanged) {
        dropDraft(localStorage, key);
        return;
      }
      if (writeDraft(localStorage, key, values)) setSavedFlag(true);
    }, 400);
    return () => clearTimeout(timer);
  }, [values, key, contractId, initial, today]);

  useEffect(() => {
    if (!savedFlag) return;
    const timer = setTimeout(() => setSavedFlag(false), SAVED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [savedFlag]);

  const set = (patch: Partial<TContractForm>) => setValues((v) => ({ ...v, ...patch }));

  const discard = async () => {
    const answer = await dialog.confirm({ content: '是否放弃草稿，恢复为原始内容？', confirmText: '放弃草稿' });
    if (answer !== 'confirm') return;
    dropDraft(localStorage, key);
    setValues(initial);
    setRestoredAt(null);
  };

  const pickListing = async () => {
    const pick = await pickHouse({ type: contractType, title: '选择关联房源' });
    if (pick) setValues((v) => linkHouse(v, pick));
  };

  const pickAgent = async () => {
    const pick = await openOrgPicker({
      mode: 'user',
      title: '选择经办人',
      selected: values.agent ? { users: [{ ...values.agent, deptId: 0 }] } : undefined,
    });
    const user = pick?.users[0];
    if (user) set({ agent: { userId: user.userId, userName: user.userName } });
  };

  const submit = async () => {
    const problem = formProblem(contractType, values);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    try {
      await save.mutateAsync(values);
      submitted.current = true;
      dropDraft(localStorage, key);
    } catch {
      // The request layer or the dialog has told the agent; the draft stays.
    }
  };

  return (
    <PageShell
      title={title}
      right={savedFlag ? <span className={styles.savedFlag}>已自动保存</span> : undefined}
      footer={
        <div className={form.submit}>
          <Button block color="primary" loading={save.isPending} onClick={() => void submit()}>
            {contractId > 0 ? '保存' : '提交'}
          </Button>
        </div>
      }
    >
      {restoredAt ? (
        <div className={form.draftBar}>
          <span>已恢复 {dateTimeText(restoredAt)} 未提交的草稿</span>
          <button type="button" onClick={() => void discard()}>
            放弃草稿
          </button>
        </div>
      ) : null}
      <Form className={form.form} layout="horizontal">
        <ContractFormFields
          contractType={contractType}
          values={values}
          set={set}
          onPickHouse={() => void pickListing()}
          onPickAgent={() => void pickAgent()}
        />
      </Form>
      <p className={form.tip}>填写内容会自动保存为草稿，提交成功后清除。</p>
    </PageShell>
  );
}
