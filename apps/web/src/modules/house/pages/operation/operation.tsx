import { CODE } from '@awb/contract/common/codes';
import { housingEndpoints } from '@awb/contract/housing.contract';
import { ZListingFields } from '@awb/contract/housing-listing';
import { LISTING_TYPE, LISTING_TYPE_NAMES } from '@awb/contract/housing-options';
import { useQueryClient } from '@tanstack/react-query';
import { Button, NoticeBar, Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, call, newIdempotencyKey, REQUEST } from '../../../../platform/api.ts';
import { authStore } from '../../../../platform/auth-store.ts';
import { dialog } from '../../../../platform/dialog.tsx';
import { draftKey, dropDraft, readDraft, writeDraft } from '../../../../platform/form-draft.ts';
import { nav, withQuery } from '../../../../platform/nav.ts';
import { clearInvalidFields, markInvalidField } from '../../../../ui/invalid-field.ts';
import { PageShell } from '../../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../../ui/query-view.tsx';
import { markConverted, useCollectPrefill } from '../../../collect/collect.queries.ts';
import { formFromCollect } from '../../collect-prefill.ts';
import { refreshHouse, useListingData } from '../../house.queries.ts';
import {
  emptyListingForm,
  formFromListing,
  formTouched,
  listingSubmit,
  type TListingForm,
  type TLocation,
} from '../../listing-form.ts';
import { FormSections } from './form-sections.tsx';
import styles from './operation.module.css';

/** Seed 000 §4: the auto-save flag shows for 3 seconds. */
const SAVED_FLAG_MS = 3000;
const SAVE_DELAY_MS = 600;

/** pages/house/operation?type (add), ?id&type (edit) or ?type&collectId (add from a collected listing, 云采集). */
export default function HouseOperationPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const collectId = houseId ? 0 : Number(params.get('collectId')) || 0;
  const type = Number(params.get('type')) === LISTING_TYPE.rent ? LISTING_TYPE.rent : LISTING_TYPE.sale;
  const prefill = useListingData(houseId);
  const collected = useCollectPrefill(collectId);
  const title = `${houseId ? '编辑' : '录入'}${LISTING_TYPE_NAMES[type]}房源`;

  const loading = houseId ? prefill : collectId ? collected : null;
  if (loading && !loading.data) {
    return (
      <PageShell title={title}>
        {loading.isPending ? (
          <LoadingBlock />
        ) : (
          <LoadError error={loading.error} onRetry={() => void loading.refetch()} />
        )}
      </PageShell>
    );
  }
  const data = prefill.data?.requestData ?? null;
  const initial = data
    ? formFromListing(data)
    : collected.data
      ? formFromCollect(collected.data)
      : emptyListingForm(type);
  return (
    <OperationForm
      key={collectId ? `collect-${collectId}` : houseId}
      houseId={houseId}
      collectId={collectId}
      type={initial.type}
      title={title}
      initial={initial}
      version={data?.version ?? 0}
      reload={async () => (await prefill.refetch()).data?.requestData?.version}
    />
  );
}

/** What the draft keeps: the form and, when editing, the version it was filled from. */
type TSavedDraft = { form: TListingForm; version: number };

type TProps = {
  houseId: number;
  /** The collected listing the new listing is entered from (marked 已转房源 once created), 0 otherwise. */
  collectId: number;
  type: number;
  title: string;
  initial: TListingForm;
  /** The version the edit form was filled from (sent with housingEdit). */
  version: number;
  /** Loads the listing again after a conflict; answers the new version. */
  reload: () => Promise<number | undefined>;
};

function OperationForm({ houseId, collectId, type, title, initial, version: loadedVersion, reload }: TProps) {
  const queryClient = useQueryClient();
  const key = draftKey(
    'house-operation',
    authStore.myToken(),
    type,
    houseId || (collectId ? `collect-${collectId}` : 'new'),
  );
  // Never lose an agent's typing: a draft of this form wins over the blank form or the prefill.
  const [restored] = useState(() => readDraft<TSavedDraft>(localStorage, key));
  const [form, setForm] = useState<TListingForm>(() =>
    restored?.values.form ? { ...initial, ...restored.values.form, type } : initial,
  );
  const [savedFlag, setSavedFlag] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const submitted = useRef(false);
  // A restored edit draft keeps the version it was typed against, so a change made since then answers 409.
  const version = useRef(restored?.values.version || loadedVersion);
  const checked = useRef('');

  // Save as the agent types (shortly after each change); the flag shows for 3 s.
  useEffect(() => {
    if (submitted.current) return;
    const touched = houseId ? JSON.stringify(form) !== JSON.stringify(initial) : formTouched(form);
    const timer = setTimeout(() => {
      // A save queued just before submitting must not bring the draft back.
      if (submitted.current) return;
      if (!touched) {
        dropDraft(localStorage, key);
        return;
      }
      if (writeDraft<TSavedDraft>(localStorage, key, { form, version: version.current })) setSavedFlag(true);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, key, houseId, initial]);
  useEffect(() => {
    if (!savedFlag) return;
    const timer = setTimeout(() => setSavedFlag(false), SAVED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [savedFlag]);

  const update = useCallback((patch: Partial<TListingForm>) => setForm((f) => ({ ...f, ...patch })), []);

  const openExisting = async (message: string, existing: { houseId: number; type: number }) => {
    const r = await dialog.custom({
      content: message,
      buttons: [
        { text: '取消', result: 'cancel' },
        { text: '去查看', result: 'confirm', primary: true },
      ],
    });
    if (r === 'confirm') nav.navigateTo(withQuery('pages/house/detail', { id: existing.houseId, type: existing.type }));
  };

  /** housingCheck once the room is known; an existing listing of the same house offers 去查看. */
  const checkDuplicate = async (loc: TLocation) => {
    if (!loc.communityId || !loc.buildingNo.trim() || !loc.roomNo.trim()) return;
    const signature = `${loc.communityId}|${loc.buildingNo}|${loc.unitNo}|${loc.roomNo}`;
    if (checked.current === signature) return;
    checked.current = signature;
    try {
      const { data } = await call(
        housingEndpoints.housingCheck,
        {
          query: {
            type,
            communityId: loc.communityId,
            buildingNo: loc.buildingNo,
            unitNo: loc.unitNo,
            roomNo: loc.roomNo,
            houseId: houseId || undefined,
          },
        },
        { loading: false },
      );
      if (data.exists && data.houseId !== houseId) {
        await openExisting(`该房源已存在：${data.title}（${data.ownerName}录入）`, data);
      }
    } catch {
      checked.current = '';
    }
  };

  const submit = async () => {
    const body = listingSubmit(form);
    const parsed = ZListingFields.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? '请检查填写的内容';
      Toast.show({ content: message, duration: REQUEST.invalidToastMs });
      if (issue) markInvalidField(issue.path, message);
      return;
    }
    clearInvalidFields();
    setSubmitting(true);
    try {
      const handle = { handle: [CODE.duplicateListing, CODE.conflict], loading: '提交中…' as const };
      const result = houseId
        ? await call(housingEndpoints.housingEdit, { body: { ...body, houseId, version: version.current } }, handle)
        : await call(housingEndpoints.housingAdd, { body }, { ...handle, idempotencyKey });
      submitted.current = true;
      dropDraft(localStorage, key);
      if (collectId && !houseId) await markConverted(queryClient, collectId, result.data.houseId);
      dialog.success(result.msg);
      await refreshHouse(queryClient);
      setTimeout(() => {
        if (houseId) nav.navigateBack();
        else nav.redirectTo(withQuery('pages/house/detail', { id: result.data.houseId, type: result.data.type }));
      }, REQUEST.toastMs);
    } catch (error) {
      if (error instanceof ApiError && error.code === CODE.duplicateListing) {
        const existing = error.data as { houseId: number; type: number } | null;
        if (existing?.houseId) await openExisting(error.message, existing);
      }
      if (error instanceof ApiError && error.code === CODE.conflict) await onConflict(error.message);
    } finally {
      setSubmitting(false);
    }
  };

  /** Someone saved the listing first: reload its version, keep what the agent typed (the draft). */
  const onConflict = async (message: string) => {
    const r = await dialog.custom({
      content: message,
      buttons: [
        { text: '取消', result: 'cancel' },
        { text: '刷新', result: 'confirm', primary: true },
      ],
    });
    if (r !== 'confirm') return;
    const next = await reload();
    if (next) {
      version.current = next;
      Toast.show({ content: '已获取最新版本，您填写的内容已保留，请核对后再提交', duration: REQUEST.invalidToastMs });
    }
  };

  const clearDraft = async () => {
    if ((await dialog.confirm({ content: '确定清空已填写的内容吗？' })) !== 'confirm') return;
    dropDraft(localStorage, key);
    checked.current = '';
    setForm(initial);
  };

  return (
    <PageShell
      title={title}
      right={savedFlag ? <span className={styles.saved}>已自动保存</span> : undefined}
      footer={
        <Button block color="primary" className={styles.submit} loading={submitting} onClick={() => void submit()}>
          {houseId ? '保存修改' : '提交房源'}
        </Button>
      }
    >
      {restored ? (
        <NoticeBar
          className={styles.notice}
          content="已恢复上次未提交的内容"
          extra={
            <button type="button" className={styles.noticeAction} onClick={() => void clearDraft()}>
              清空
            </button>
          }
        />
      ) : null}
      <FormSections form={form} update={update} onRoomDone={(loc) => void checkDuplicate(loc)} />
    </PageShell>
  );
}
