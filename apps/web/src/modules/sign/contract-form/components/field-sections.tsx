import type { TSignField } from '@awb/contract/sign-template-fields';
import { formSections, type TFormContent } from '../contract-content.ts';
import styles from './contract-form.module.css';
import { FieldInput } from './field-input.tsx';

type TProps = {
  fields: readonly TSignField[];
  content: TFormContent;
  errors: Record<string, string>;
  onValue: (name: string, value: string | string[]) => void;
  /** Only these fields (a clause's sheet on the visual page); all shown ones otherwise. */
  only?: ReadonlySet<string>;
};

/**
 * The template's fields in the seed's sections (默认分组, 产证信息, 产权信息, 交易信息, 附加条款).
 * Which fields show is the shared rule (visibleFields): answering 有 to 阁楼 brings 阁楼面积, a
 * payment with a loan brings the loan fields, and they go again when the answer changes.
 */
export function FieldSections({ fields, content, errors, onValue, only }: TProps) {
  const sections = formSections(fields, content.values)
    .map((s) => ({ ...s, fields: only ? s.fields.filter((f) => only.has(f.fieldName)) : s.fields }))
    .filter((s) => s.fields.length > 0);
  return (
    <>
      {sections.map((s) => (
        <section key={s.groupType} className={styles.section} aria-label={s.title}>
          <div className={styles.sectionHead}>{s.title}</div>
          {s.fields.map((f) => (
            <FieldInput
              key={f.fieldName}
              field={f}
              value={content.values[f.fieldName]}
              error={errors[f.fieldName]}
              onChange={(v) => onValue(f.fieldName, v)}
            />
          ))}
        </section>
      ))}
    </>
  );
}
