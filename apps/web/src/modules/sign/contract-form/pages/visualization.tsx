import { placeholdersOf, type TSignTemplateDefinition } from '@awb/contract/sign-template-fields';
import { fillSections } from '@awb/contract/sign-template-rules';
import { signTemplateByCode } from '@awb/contract/sign-templates';
import { Button, Popup } from 'antd-mobile';
import { useMemo, useState } from 'react';
import styles from '../components/contract-form.module.css';
import { ContractWorkspace } from '../components/contract-workspace.tsx';
import type { TEditorProps } from '../components/editor-props.ts';
import { FieldSections } from '../components/field-sections.tsx';
import { PartyEditor } from '../components/party-editor.tsx';
import { SignBodyPicker } from '../components/sign-body-picker.tsx';
import { useUpTemplates } from '../contract-form.queries.ts';
import { SIGN_BODY_ERROR } from '../form-errors.ts';

/**
 * pages/sign/visualization?draftCode&boxid (signing type 2, 可视化签署): the contract body as it
 * will print, filled live with the shared fillSections; tapping a clause opens a sheet with the
 * fields that clause prints (the party block opens the parties), so the agent edits in the text.
 */
export default function SignVisualizationPage() {
  return <ContractWorkspace title="可视化签约" editor={(p) => <VisualEditor {...p} />} />;
}

/** The shipped template a company copy came from (templatePostsV2 names its code), with the company's fields. */
function useDefinition(p: TEditorProps): TSignTemplateDefinition | undefined {
  const templates = useUpTemplates(p.boxType);
  return useMemo(() => {
    const code = templates.data?.find((t) => t.boxid === p.boxid)?.code;
    const shipped = code ? signTemplateByCode(code) : undefined;
    return shipped ? { ...shipped, fields: [...p.fields] } : undefined;
  }, [templates.data, p.boxid, p.fields]);
}

function VisualEditor(p: TEditorProps) {
  const definition = useDefinition(p);
  const [open, setOpen] = useState<string | null>(null);
  if (!definition) {
    // A template without a printable body here: the agent still fills it, as a form.
    return <FieldSections fields={p.fields} content={p.content} errors={p.errors} onValue={p.setValue} />;
  }
  const c = p.content;
  const agency = p.bodies?.agency;
  const sections = fillSections(definition, c.values, { partyA: c.partyA, partyB: c.partyB, ...agency });
  const clause = definition.clauses.find((x) => x.id === open);
  const only = clause
    ? new Set(clause.paragraphs.flatMap((para) => placeholdersOf(typeof para === 'string' ? para : para.text)))
    : undefined;
  const wrong = Object.keys(p.errors).length > 0;
  return (
    <>
      {wrong ? <p className={styles.hint}>有信息需要修改：{Object.values(p.errors)[0]}</p> : null}
      <article className={styles.preview} aria-label="合同正文">
        <h2 className={styles.previewTitle}>{definition.title}</h2>
        {sections.map((s) => (
          <button key={s.id} type="button" className={styles.editable} onClick={() => setOpen(s.id)}>
            {s.heading ? <h3 className={styles.previewHeading}>{s.heading}</h3> : null}
            {s.paragraphs.map((text, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are plain text in a fixed order
              <p key={i} className={styles.previewParagraph}>
                {text}
              </p>
            ))}
          </button>
        ))}
      </article>
      <p className={styles.hint}>点击条款即可填写其中的空白处</p>
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        bodyStyle={{ maxHeight: '80vh', overflowY: 'auto' }}
      >
        {open === 'parties' ? (
          <>
            <SignBodyPicker content={c} bodies={p.bodies} error={p.errors[SIGN_BODY_ERROR]} onChange={p.update} />
            <PartyEditor content={c} side="A" errors={p.errors} onChange={p.update} />
            <PartyEditor content={c} side="B" errors={p.errors} onChange={p.update} />
          </>
        ) : only && only.size > 0 ? (
          <FieldSections fields={p.fields} content={c} errors={p.errors} onValue={p.setValue} only={only} />
        ) : (
          <p className={styles.hint}>本条款没有需要填写的内容</p>
        )}
        <div className={styles.section}>
          <Button block color="primary" onClick={() => setOpen(null)}>
            完成
          </Button>
        </div>
      </Popup>
    </>
  );
}
