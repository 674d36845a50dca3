import { CODE } from '@awb/contract/common/codes';
import { signEndpoints } from '@awb/contract/sign.contract';
import { signContractEndpoints as api } from '@awb/contract/sign-contract.contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call, type TCallOptions } from '../../../platform/api.ts';
import { SIGN_KEY } from '../sign.queries.ts';
import { contentToSend, type TFormContent } from './contract-content.ts';
import type { TOutboxEntry, TSendResult } from './draft-outbox.ts';

/** Every query of the signing form, under the signing key so a submission refreshes the list too. */
export const FORM_KEY = [SIGN_KEY, 'contract-form'] as const;
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };

/** The company templates that are up, of a box type (templatePostsV2). */
export function useUpTemplates(boxType: number) {
  return useQuery({
    queryKey: [...FORM_KEY, 'templates', boxType],
    enabled: boxType > 0,
    queryFn: async () => (await call(signEndpoints.templatePostsV2, { query: { boxType } }, silent)).data,
  });
}

/** The template's fields in groups (signingField), flattened in template order for the shared rules. */
export function useTemplateFields(boxid: number) {
  return useQuery({
    queryKey: [...FORM_KEY, 'fields', boxid],
    enabled: boxid > 0,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const data = (await call(signEndpoints.signingField, { query: { boxid } }, silent)).data;
      return { ...data, fields: data.groups.flatMap((g) => g.fields) };
    },
  });
}

export function useSignBodies() {
  return useQuery({
    queryKey: [...FORM_KEY, 'bodies'],
    queryFn: async () => (await call(signEndpoints.signSelectBody, {}, silent)).data,
  });
}

/** The signing steps (填写合同 / 确认合同 / 发起签署) come with the preview calls. */
export function useTemplatePreview(boxid: number) {
  return useQuery({
    queryKey: [...FORM_KEY, 'preview', boxid],
    enabled: boxid > 0,
    staleTime: 5 * 60_000,
    queryFn: async () => (await call(api.signingPreviewContent, { query: { boxid } }, silent)).data,
  });
}

export async function previewDraft(draftCode: string) {
  return (await call(api.signingPreviewDraftDetail, { query: { draftCode } }, { loading: '生成预览…' })).data;
}

export async function loadDraft(draftCode: string) {
  return (await call(api.signDraftDetail, { query: { draftCode } }, silent)).data;
}

export function useDraftList() {
  return useQuery({
    queryKey: [...FORM_KEY, 'drafts'],
    queryFn: async () => (await call(api.signDraftPosts, {}, silent)).data,
  });
}

export async function deleteDraft(draftCode: string) {
  return call(api.signDraftDel, { body: { draftCode } }, { loading: '删除中…', handle: [CODE.notFound] });
}

export async function draftUrl(draftCode: string) {
  return (await call(api.signAddView, { query: { draftCode } }, { loading: '加载中…' })).data.url;
}

export async function loadRecordPrefill(contractId: number, rent: boolean) {
  const e = rent ? api.getContractRentData : api.getContractSellData;
  return (await call(e, { query: { contractId } }, { loading: '加载中…' })).data;
}

/**
 * One autosave of an outbox entry. Silent: offline stays on the phone, 409 is the page's to tell;
 * `saved: false` (no house yet) is not an error (docs/signing.md "Drafts").
 */
export async function sendDraft(entry: TOutboxEntry): Promise<TSendResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' };
  try {
    const result = await call(
      api.signDraftSave,
      {
        body: {
          boxid: entry.boxid,
          draftCode: entry.draftCode,
          contractId: entry.contractId,
          version: entry.version,
          signatureType: entry.content.signatureType,
          content: contentToSend(entry.content),
        },
      },
      { loading: false, handle: [CODE.conflict] },
    );
    return result.data.saved ? { kind: 'saved', version: result.data.version } : { kind: 'skipped' };
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE.conflict) return { kind: 'conflict' };
    if (error instanceof ApiError && error.code < 100) return { kind: 'offline' };
    // Any other refusal was shown as a toast; the typing stays on the phone for the next change.
    return { kind: 'skipped' };
  }
}

/** `brokerSignature`: the agent's signature drawn at submission (data URL); without it their saved one signs. */
/**
 * Contracts the company may still submit this period (signQuota), asked before the agent draws
 * 经纪人（签字）; null when it cannot be had (the submission checks again and answers 406).
 */
export async function remainingQuota(): Promise<number | null> {
  try {
    return (await call(api.signQuota, {}, { loading: false, handle: [CODE.noPermission, CODE.notFound] })).data.remain;
  } catch {
    return null;
  }
}

export async function submitContract(entry: TOutboxEntry, idempotencyKey: string, brokerSignature?: string) {
  return call(
    api.contractSubmission,
    {
      body: {
        boxid: entry.boxid,
        signatureType: entry.content.signatureType,
        content: contentToSend(entry.content),
        ...(brokerSignature ? { brokerSignature } : {}),
      },
    },
    { loading: '提交中…', idempotencyKey, handle: [CODE.identityError, CODE.needPurchase] },
  );
}

/** A submitted contract's full content to edit (修改合同, signEditContent); refusals show in the page. */
export async function loadEditContent(contractId: number) {
  return (
    await call(
      api.signEditContent,
      { query: { contractId } },
      { loading: false, handle: [CODE.noPermission, CODE.notFound, CODE.invalid] },
    )
  ).data;
}

/** contractEdit with the version last read: 409 and 400020 are the page's to tell; other refusals toast. */
export async function saveContractEdit(contractId: number, version: number, content: TFormContent) {
  const sent = contentToSend(content);
  return call(
    api.contractEdit,
    { body: { contractId, version, signatureType: sent.signatureType, content: sent } },
    { loading: '提交中…', handle: [CODE.conflict, CODE.identityError] },
  );
}
