import { ContractWorkspace } from '../components/contract-workspace.tsx';
import { FieldSections } from '../components/field-sections.tsx';
import { PartyEditor } from '../components/party-editor.tsx';
import { SignBodyPicker } from '../components/sign-body-picker.tsx';
import { SIGN_BODY_ERROR } from '../form-errors.ts';

/**
 * pages/sign/operation?draftCode&boxid (signing type 1, 表单签署): the contract as a form, the
 * signing type and body, 甲方 and 乙方, then the template's fields in the seed's sections. With
 * `contractId` instead (the detail's 修改合同) it edits that submitted contract (ContractEditWorkspace).
 */
export default function SignOperationPage() {
  return (
    <ContractWorkspace
      title="发起签约"
      editor={(p) => (
        <>
          <SignBodyPicker content={p.content} bodies={p.bodies} error={p.errors[SIGN_BODY_ERROR]} onChange={p.update} />
          <PartyEditor content={p.content} side="A" errors={p.errors} onChange={p.update} />
          <PartyEditor content={p.content} side="B" errors={p.errors} onChange={p.update} />
          <FieldSections fields={p.fields} content={p.content} errors={p.errors} onValue={p.setValue} />
        </>
      )}
    />
  );
}
