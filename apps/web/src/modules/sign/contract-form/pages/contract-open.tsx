import { APP_TYPE } from '@awb/contract/common/apps';
import { signEndpoints } from '@awb/contract/sign.contract';
import { SIGN_MSG, SIGNING_TYPE } from '@awb/contract/sign-constants';
import { SIGN_CONTRACT_PERMISSION } from '@awb/contract/sign-contract.contract';
import { SIGNATURE_TYPE, SIGNATURE_TYPE_NAMES } from '@awb/contract/sign-contract-constants';
import { SIGN_BOX_TYPE, SIGN_BOX_TYPE_NAMES } from '@awb/contract/sign-template-constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../../platform/api.ts';
import { authStore } from '../../../../platform/auth-store.ts';
import { dialog } from '../../../../platform/dialog.tsx';
import { nav } from '../../../../platform/nav.ts';
import { usePermission } from '../../../../platform/session.ts';
import { AppGate } from '../../../../ui/app-gate.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { PageShell } from '../../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../../ui/query-view.tsx';
import { useCustomerDetail } from '../../../customer/customer.queries.ts';
import { useListingDetail } from '../../../house/house.queries.ts';
import { useSignSetting } from '../../sign.queries.ts';
import styles from '../components/contract-form.module.css';
import type { TPrefill } from '../contract-content.ts';
import { draftUrl, FORM_KEY, loadRecordPrefill, useUpTemplates } from '../contract-form.queries.ts';
import { readEntry } from '../draft-outbox.ts';
import { editPage, routeOfUrl, startDraft } from '../open-contract.ts';
import { EMPTY_LISTING, forCustomer, listingPrefill, queryPrefill, recordPrefill } from '../prefill.ts';

/**
 * pages/sign/contract-open (在线签约): choose a template that is up and the signature type, then
 * the form opens prefilled from where the agent came: a listing (`houseId`, `type`) and a customer
 * (`customerId`, or `partyBName`/`partyBPhone`), a contract record (`contractId`, `contractType`),
 * or resumes a draft (`draftCode`, through signAddView). The contract keeps the listing, the customer
 * and the record it came from (`houseId`, `customerId`, `recordId` of its content).
 */
export default function ContractOpenPage() {
  return (
    <PageShell title="在线签约">
      <AppGate appType={APP_TYPE.sign}>
        <ContractOpen />
      </AppGate>
    </PageShell>
  );
}

function usePrefill(params: URLSearchParams) {
  const houseId = Number(params.get('houseId')) || 0;
  const contractId = Number(params.get('contractId')) || 0;
  const contractType = Number(params.get('contractType')) || 1;
  const customerId = Number(params.get('customerId')) || 0;
  const listing = useListingDetail(houseId, Number(params.get('type')) || undefined);
  const customerDetail = useCustomerDetail(customerId);
  const record = useQuery({
    queryKey: [...FORM_KEY, 'record', contractId, contractType],
    enabled: contractId > 0,
    queryFn: () => loadRecordPrefill(contractId, contractType === 2),
  });
  const fromQuery = queryPrefill(params);
  if (customerId > 0 && !customerDetail.data) {
    return { pending: customerDetail.isPending, error: customerDetail.error, refetch: customerDetail.refetch };
  }
  // The buyer (or tenant): the customer's first contact, else the query's partyBName / partyBPhone.
  const contact = customerDetail.data?.customerInfo[0];
  const queried = fromQuery.partyB?.name
    ? { name: fromQuery.partyB.name, phone: fromQuery.partyB.phone ?? '' }
    : undefined;
  const customer = contact ? { name: contact.name, phone: contact.phone } : queried;
  if (houseId > 0) {
    if (!listing.data) return { pending: listing.isPending, error: listing.error, refetch: listing.refetch };
    const d = listing.data.requestData;
    const prefill = forCustomer(listingPrefill(d, customer), customerId);
    return { prefill, boxType: d.type === 2 ? SIGN_BOX_TYPE.rent : SIGN_BOX_TYPE.sale };
  }
  if (contractId > 0) {
    if (!record.data) return { pending: record.isPending, error: record.error, refetch: record.refetch };
    return { prefill: forCustomer(recordPrefill(record.data), customerId), boxType: record.data.boxType };
  }
  const partyB = customer ? listingPrefill(EMPTY_LISTING, customer).partyB : undefined;
  const prefill = forCustomer({ ...fromQuery, partyB }, customerId);
  return { prefill, boxType: Number(params.get('boxType')) || SIGN_BOX_TYPE.sale };
}

function ContractOpen() {
  const [params] = useSearchParams();
  const draftCode = params.get('draftCode') ?? '';
  const setting = useSignSetting();
  const source = usePrefill(params);
  const [boxType, setBoxType] = useState(0);
  const [boxid, setBoxid] = useState(0);
  const [signatureType, setSignatureType] = useState<number>(SIGNATURE_TYPE.withCompany);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const shownBox = boxType || source.boxType || SIGN_BOX_TYPE.sale;
  const templates = useUpTemplates(shownBox);
  const signingType = setting.data?.signingType ?? SIGNING_TYPE.unset;
  const mayStart = usePermission(SIGN_CONTRACT_PERMISSION.start);

  // Resuming: the phone's own copy opens at once (also offline); else the server says where it lives.
  useEffect(() => {
    if (!draftCode || !setting.data) return;
    const local = readEntry(localStorage, authStore.myToken(), draftCode);
    if (local) {
      nav.redirectTo(editPage(setting.data.signingType, draftCode, local.boxid));
      return;
    }
    void draftUrl(draftCode).then(
      (url) => nav.redirectTo(routeOfUrl(url)),
      () => undefined,
    );
  }, [draftCode, setting.data]);

  if (draftCode) return <LoadingBlock text="正在打开草稿" />;
  if (!mayStart) return <EmptyState title="暂无权限" description="发起签约需要「发起签约」权限，请联系管理员" />;
  if (setting.isPending || source.pending) return <LoadingBlock />;
  if (setting.isError) return <LoadError error={setting.error} onRetry={() => void setting.refetch()} />;
  if (source.error) return <LoadError error={source.error} onRetry={() => void source.refetch?.()} />;
  if (signingType === SIGNING_TYPE.unset) return <EmptyState title={SIGN_MSG.noSigningType} />;

  const chosen = templates.data?.find((t) => t.boxid === boxid) ?? templates.data?.[0];
  const start = async () => {
    if (!chosen || busy || !setting.data) return;
    setBusy(true);
    try {
      const data = await queryClient.fetchQuery({
        queryKey: [...FORM_KEY, 'fields', chosen.boxid],
        queryFn: async () => {
          const d = (await call(signEndpoints.signingField, { query: { boxid: chosen.boxid } }, { loading: '加载中…' }))
            .data;
          return { ...d, fields: d.groups.flatMap((g) => g.fields) };
        },
      });
      const code = startDraft(localStorage, authStore.myToken(), {
        boxid: chosen.boxid,
        fields: data.fields,
        setting: setting.data,
        prefill: source.prefill ?? ({} as TPrefill),
        signatureType,
      });
      nav.redirectTo(editPage(signingType, code, chosen.boxid));
    } catch {
      await dialog.alert({ content: '合同模板加载失败，请稍后重试' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tabs
        activeKey={String(shownBox)}
        onChange={(k) => {
          setBoxType(Number(k));
          setBoxid(0);
        }}
      >
        {Object.entries(SIGN_BOX_TYPE_NAMES).map(([v, name]) => (
          <Tabs.Tab key={v} title={`${name}合同`} />
        ))}
      </Tabs>
      {templates.isPending ? (
        <LoadingBlock />
      ) : templates.isError ? (
        <LoadError error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        <EmptyState title="暂无可用的合同模板" description="请管理员在模板广场添加并上架模板" />
      ) : (
        <section className={styles.choice} aria-label="合同模板">
          {templates.data.map((t) => (
            <button
              key={t.boxid}
              type="button"
              aria-pressed={chosen?.boxid === t.boxid}
              className={chosen?.boxid === t.boxid ? styles.choiceCardOn : styles.choiceCard}
              onClick={() => setBoxid(t.boxid)}
            >
              <div className={styles.listTitle}>{t.title}</div>
              <div className={styles.listMeta}>
                {SIGN_BOX_TYPE_NAMES[t.boxType]} · 第{t.version}版 · {t.fieldCount}个字段
              </div>
            </button>
          ))}
        </section>
      )}
      <section className={styles.section} aria-label="签署类型">
        <div className={styles.sectionHead}>签署类型</div>
        <div className={styles.checks}>
          {Object.entries(SIGNATURE_TYPE_NAMES).map(([v, label]) => (
            <label key={v}>
              <input
                type="radio"
                name="openSignatureType"
                checked={signatureType === Number(v)}
                onChange={() => setSignatureType(Number(v))}
              />
              {label}
            </label>
          ))}
        </div>
        <p className={styles.hint}>
          {signingType === SIGNING_TYPE.visual ? '可视化签署：在合同正文中直接填写' : '表单签署：按分组逐项填写'}
          {source.prefill?.values?.houseName ? `，已带入 ${source.prefill.values.houseName} 的房源信息` : ''}
        </p>
      </section>
      <div className={styles.section}>
        <Button block color="primary" disabled={!chosen} loading={busy} onClick={() => void start()}>
          开始填写
        </Button>
      </div>
    </>
  );
}
