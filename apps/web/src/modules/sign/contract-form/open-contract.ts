import { SIGNING_TYPE } from '@awb/contract/sign-constants';
import type { TSignField } from '@awb/contract/sign-template-fields';
import { withQuery } from '../../../platform/nav.ts';
import { newContent, type TPrefill } from './contract-content.ts';
import { CONTRACT_FORM_PAGE } from './contract-form-links.ts';
import { newDraftCode, stageChange, type TOutboxStore } from './draft-outbox.ts';

/** The page that edits a draft: signing type 1 the form (operation), 2 the visual page (seed 000 §9). */
export function editPage(signingType: number, draftCode: string, boxid: number): string {
  const page = signingType === SIGNING_TYPE.visual ? CONTRACT_FORM_PAGE.visualization : CONTRACT_FORM_PAGE.operation;
  return withQuery(page, { draftCode, boxid });
}

/** signAddView answers `/h5/#/pages/sign/operation?…`: the route inside the app. */
export function routeOfUrl(url: string): string {
  const hash = url.indexOf('#/');
  return hash >= 0 ? url.slice(hash + 2) : url.replace(/^\/+/, '');
}

/**
 * Starts a contract on the phone: a new draft code, the content from the template, the settings
 * and the prefill, kept in the outbox (version 0) before the first save reaches the server.
 */
export function startDraft(
  store: TOutboxStore,
  owner: string,
  input: {
    boxid: number;
    fields: readonly TSignField[];
    setting: Parameters<typeof newContent>[2];
    prefill: TPrefill;
    signatureType: number;
  },
): string {
  const draftCode = newDraftCode();
  const content = {
    ...newContent(input.fields, draftCode, input.setting, input.prefill),
    signatureType: input.signatureType,
  };
  // A new contract edits no signing contract: a 合同管理 record it came from travels as `recordId`.
  stageChange(store, owner, { boxid: input.boxid, draftCode, contractId: 0, version: 0, content });
  return draftCode;
}
