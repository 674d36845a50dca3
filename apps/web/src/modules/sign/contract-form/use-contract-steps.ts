import type { TSignField } from '@awb/contract/sign-template-fields';
import type { TSignSelectBody } from '@awb/contract/sign-views';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../platform/api.ts';
import { blobToDataUrl } from './components/broker-signature-popup.tsx';
import { previewDraft, remainingQuota } from './contract-form.queries.ts';
import type { TOutboxEntry, TSendResult } from './draft-outbox.ts';
import { formErrors } from './form-errors.ts';
import { submitAndReport, tellNoQuota } from './submit-contract.tsx';
import { quotaUsedUp } from './submit-label.ts';

export type TPreview = Awaited<ReturnType<typeof previewDraft>>;

/**
 * Step 0 edits (填写合同); 下一步 checks the template's rules and the signing body (formErrors),
 * saves the draft and shows the server's preview (确认合同); 发起签署 submits, signed by the agent
 * (经纪人（签字）): with their saved personal signature, else drawn on the pad first (`padOpen`), once
 * signQuota says the company may still submit (else the 406 dialog, without the pad). A
 * 400020 goes back to step 0 with the wrong identities marked (seed 000 §4).
 */
export function useContractSteps(
  entry: TOutboxEntry | null,
  fields: readonly TSignField[] | undefined,
  bodies: TSignSelectBody | undefined,
  save: () => Promise<TSendResult>,
) {
  const [step, setStep] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [identity, setIdentity] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<TPreview | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [padOpen, setPadOpen] = useState(false);

  const next = async () => {
    if (!entry || busy) return;
    const errors = formErrors(entry.content, fields ?? [], bodies);
    setFieldErrors(errors);
    const first = Object.values(errors)[0];
    if (first) {
      Toast.show({ content: first });
      const name = Object.keys(errors)[0];
      document.querySelector(`[data-field="${name}"]`)?.scrollIntoView({ block: 'center' });
      return;
    }
    setBusy(true);
    try {
      const saved = await save();
      if (saved.kind !== 'saved') {
        if (saved.kind === 'offline') Toast.show({ content: '网络异常，草稿已保存在本机，请联网后再提交' });
        return;
      }
      setPreview(await previewDraft(entry.draftCode));
      setIdempotencyKey(newIdempotencyKey());
      setIdentity({});
      setStep(1);
      window.scrollTo(0, 0);
    } finally {
      setBusy(false);
    }
  };

  const send = async (brokerSignature?: string) => {
    if (!entry || busy) return;
    setBusy(true);
    setStep(2);
    try {
      const outcome = await submitAndReport(entry, idempotencyKey, brokerSignature);
      if (outcome.kind === 'identity') {
        setIdentity(outcome.errors);
        setStep(0);
      } else if (outcome.kind === 'stay') {
        setStep(1);
      }
    } catch {
      setStep(1);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!entry || busy) return;
    if (bodies?.mySignature) {
      await send();
      return;
    }
    // No saved signature: the agent will draw, so the quota is asked first (a 406 after drawing wastes it).
    setBusy(true);
    try {
      if (quotaUsedUp(await remainingQuota())) {
        await tellNoQuota();
        return;
      }
    } finally {
      setBusy(false);
    }
    setPadOpen(true);
  };

  /** The agent signed on the pad: the contract goes with the drawing. */
  const signed = async (png: Blob) => {
    setPadOpen(false);
    await send(await blobToDataUrl(png));
  };

  /** A change clears the mark of the field it touched. */
  const clearError = (key: string) => {
    if (fieldErrors[key]) setFieldErrors(({ [key]: _, ...rest }) => rest);
    if (identity[key]) setIdentity(({ [key]: _, ...rest }) => rest);
  };

  return {
    step,
    busy,
    preview,
    errors: { ...fieldErrors, ...identity },
    next,
    submit,
    padOpen,
    signed,
    closePad: () => setPadOpen(false),
    back: () => setStep(0),
    clearError,
  };
}
