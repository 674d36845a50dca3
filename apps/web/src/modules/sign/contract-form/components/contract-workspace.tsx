import { APP_TYPE } from '@awb/contract/common/apps';
import { SIGN_ITEM } from '@awb/contract/sign.contract';
import { SIGN_BOX_TYPE } from '@awb/contract/sign-template-constants';
import { Button, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { nav, withQuery } from '../../../../platform/nav.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { PageShell } from '../../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../../ui/query-view.tsx';
import { useAppOaApproval } from '../../../oa/oa.queries.ts';
import type { TFormContent } from '../contract-content.ts';
import { useSignBodies, useTemplateFields, useTemplatePreview } from '../contract-form.queries.ts';
import { CONTRACT_FORM_PAGE } from '../contract-form-links.ts';
import { padConfirmLabel, submitLabel } from '../submit-label.ts';
import { useContractDraft } from '../use-contract-draft.ts';
import { useContractSteps } from '../use-contract-steps.ts';
import { BrokerSignaturePopup } from './broker-signature-popup.tsx';
import { ContractEditWorkspace } from './contract-edit-workspace.tsx';
import styles from './contract-form.module.css';
import { ContractPreview } from './contract-preview.tsx';
import type { TEditorProps } from './editor-props.ts';
import { SaveFlag } from './save-flag.tsx';
import { StepBar } from './step-bar.tsx';

/**
 * The frame of both signing pages (operation, visualization): the draft (outbox + autosave), the
 * template's fields, the signing bodies, the step bar, the preview and the submit. `editor` draws
 * step 0, the only part the two pages do differently.
 */
export function ContractWorkspace({ title, editor }: { title: string; editor: (p: TEditorProps) => ReactNode }) {
  const [params] = useSearchParams();
  const contractId = Number(params.get('contractId')) || 0;
  // The detail's 修改合同 opens the page with a contractId and no draft: the submitted contract is edited.
  if (!params.get('draftCode') && contractId > 0)
    return <ContractEditWorkspace contractId={contractId} editor={editor} />;
  return <DraftWorkspace title={title} editor={editor} />;
}

function DraftWorkspace({ title, editor }: { title: string; editor: (p: TEditorProps) => ReactNode }) {
  const [params] = useSearchParams();
  const draftCode = params.get('draftCode') ?? '';
  const boxidParam = Number(params.get('boxid')) || 0;
  const draft = useContractDraft(draftCode, boxidParam);
  const boxid = draft.entry?.boxid ?? boxidParam;
  const fields = useTemplateFields(boxid);
  const bodies = useSignBodies();
  const stepsQuery = useTemplatePreview(boxid);
  const steps = useContractSteps(draft.entry, fields.data?.fields, bodies.data, draft.save);
  // A flow covering 发起签约: the submission waits for approval, and the button says so.
  const needApproval = useAppOaApproval(APP_TYPE.sign, SIGN_ITEM.start).data?.needApproval;

  const body = (() => {
    if (!draftCode) return <EmptyState title="草稿不存在或已删除" />;
    if (draft.error) return <LoadError error={draft.error} onRetry={() => void draft.reload()} />;
    if (fields.isError) return <LoadError error={fields.error} onRetry={() => void fields.refetch()} />;
    if (!draft.entry || !fields.data) return <LoadingBlock />;
    const entry = draft.entry;
    if (steps.step > 0 && steps.preview) {
      return (
        <>
          <ContractPreview title={steps.preview.title} sections={steps.preview.contents} />
          {bodies.data?.mySignature ? <p className={styles.hint}>经纪人（签字）将使用您保存的个人签名</p> : null}
        </>
      );
    }
    const update = (change: (c: TFormContent) => TFormContent) => draft.update(change);
    return (
      <>
        {editor({
          content: entry.content,
          fields: fields.data.fields,
          title: fields.data.title,
          boxid: fields.data.boxid,
          boxType: fields.data.boxType,
          bodies: bodies.data,
          errors: steps.errors,
          update,
          setValue: (name, value) => {
            steps.clearError(name);
            update((c) => ({ ...c, values: { ...c.values, [name]: value } }));
          },
        })}
        {fields.data.boxType !== SIGN_BOX_TYPE.brokerage ? (
          <List className={styles.section}>
            <List.Item
              onClick={() => nav.navigateTo(withQuery(CONTRACT_FORM_PAGE.appliance, { draftCode, boxid }))}
              extra={`${entry.content.appliances.contentList.length}项`}
            >
              家具家电及收据清单
            </List.Item>
          </List>
        ) : null}
      </>
    );
  })();

  const footer =
    draft.entry && fields.data ? (
      steps.step === 0 ? (
        <Button block color="primary" loading={steps.busy} onClick={() => void steps.next()}>
          下一步
        </Button>
      ) : (
        <div className={styles.footerRow}>
          <Button onClick={steps.back} disabled={steps.busy}>
            返回修改
          </Button>
          <Button color="primary" loading={steps.busy} onClick={() => void steps.submit()}>
            {submitLabel(needApproval)}
          </Button>
        </div>
      )
    ) : undefined;

  return (
    <PageShell title={title} right={<SaveFlag state={draft.saveState} />} footer={footer}>
      <StepBar steps={stepsQuery.data?.steps} current={steps.step} />
      {body}
      <BrokerSignaturePopup
        confirmText={padConfirmLabel(needApproval)}
        visible={steps.padOpen}
        onClose={steps.closePad}
        onSigned={(png) => void steps.signed(png)}
      />
    </PageShell>
  );
}
