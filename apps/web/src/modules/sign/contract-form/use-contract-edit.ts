import { CODE, MSG } from '@awb/contract/common/codes';
import { SIGN_CONTRACT_MSG } from '@awb/contract/sign-contract-constants';
import type { TSignField } from '@awb/contract/sign-template-fields';
import type { TSignSelectBody } from '@awb/contract/sign-views';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, REQUEST } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { SIGN_DETAIL_PAGE } from '../contract-list/contract-list-links.ts';
import { SIGN_KEY } from '../sign.queries.ts';
import { normaliseContent, type TFormContent } from './contract-content.ts';
import { loadEditContent, saveContractEdit } from './contract-form.queries.ts';
import { formErrors } from './form-errors.ts';
import { tellIdentityErrors } from './submit-contract.tsx';

export type TContractEdit = {
  contractId: number;
  contractNo: string;
  version: number;
  boxid: number;
  boxType: number;
  title: string;
  fields: TSignField[];
  content: TFormContent;
};

/** Back to the detail the edit was opened from (reloaded), or to it anew when the page was opened directly. */
function backToDetail(contractId: number) {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) nav.navigateBack();
  else nav.redirectTo(withQuery(SIGN_DETAIL_PAGE, { contractId }));
}

/**
 * 修改合同 (pages/sign/operation?contractId): the contract's full content (signEditContent), edited in
 * memory only — no autosave draft, so a submitted contract's unmasked parties never sit on the phone —
 * and saved with contractEdit and the version read. 409 (someone saved first) says so and reloads;
 * 400020 marks the wrong identities; success toasts 修改成功 and goes back to the detail.
 */
export function useContractEdit(contractId: number, bodies: TSignSelectBody | undefined) {
  const queryClient = useQueryClient();
  const [edit, setEdit] = useState<TContractEdit | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setError(null);
    setErrors({});
    try {
      const d = await loadEditContent(contractId);
      setEdit({ ...d, content: normaliseContent(d.content, '') });
    } catch (e) {
      setError(e);
    }
  }, [contractId]);

  useEffect(() => {
    if (contractId > 0) void load();
    else setError(new ApiError(CODE.notFound, SIGN_CONTRACT_MSG.notFound));
  }, [contractId, load]);

  const update = useCallback((change: (c: TFormContent) => TFormContent) => {
    setEdit((e) => (e ? { ...e, content: change(e.content) } : e));
  }, []);

  const clearError = (key: string) => {
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  const save = async () => {
    if (!edit || busy) return;
    const found = formErrors(edit.content, edit.fields, bodies);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      Toast.show({ content: found[first] });
      document.querySelector(`[data-field="${first}"]`)?.scrollIntoView({ block: 'center' });
      return;
    }
    setBusy(true);
    let leaving = false;
    try {
      const result = await saveContractEdit(edit.contractId, edit.version, edit.content);
      setEdit({ ...edit, version: result.data.version });
      Toast.show({ icon: 'success', content: result.msg, duration: REQUEST.toastMs });
      await queryClient.invalidateQueries({ queryKey: [SIGN_KEY] });
      leaving = true;
      setTimeout(() => backToDetail(edit.contractId), REQUEST.toastMs);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === CODE.conflict) {
        await dialog.alert({ content: MSG.conflict });
        await load();
      } else if (e.code === CODE.identityError) {
        setErrors(await tellIdentityErrors(e.data));
      }
    } finally {
      // Saved: the button stays disabled until the page goes back to the detail.
      if (!leaving) setBusy(false);
    }
  };

  return { edit, error, errors, busy, update, clearError, save, reload: load };
}
