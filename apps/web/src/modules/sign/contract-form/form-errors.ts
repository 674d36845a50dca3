import { SIGN_CONTRACT_MSG, SIGNATURE_TYPE } from '@awb/contract/sign-contract-constants';
import type { TSignField } from '@awb/contract/sign-template-fields';
import { validateSignValues } from '@awb/contract/sign-template-rules';
import type { TFormContent } from './contract-content.ts';

/** The signing body's error sits under its own key beside the field names. */
export const SIGN_BODY_ERROR = 'signBodyList';

/**
 * What 下一步 (a new contract) and 保存修改 (an edit) mark before asking the server: the template's
 * rules (the shared validateSignValues) and, when the company signs too and signSelectBody shows the
 * choice, a signing body. Identities are the server's (400020).
 */
export function formErrors(
  content: TFormContent,
  fields: readonly TSignField[],
  bodies: { showType: number } | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const e of validateSignValues({ fields: [...fields] }, content.values)) errors[e.fieldName] = e.message;
  const needsBody = bodies?.showType === 1 && content.signatureType !== SIGNATURE_TYPE.partiesOnly;
  if (needsBody && content.signBodyList.length === 0) errors[SIGN_BODY_ERROR] = SIGN_CONTRACT_MSG.signBodyRequired;
  return errors;
}
