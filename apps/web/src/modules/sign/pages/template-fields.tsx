import { SIGN_BOX_TYPE_NAMES } from '@awb/contract/sign-template-constants';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { useSigningFields } from '../sign.queries.ts';
import { fieldKind, showWhenText } from '../template-format.ts';
import styles from './template-fields.module.css';

/** 模板字段 (pages/sign/template-fields?boxid): a template's fields grouped by groupType, with their rules. */
function TemplateFieldsPage() {
  const [params] = useSearchParams();
  const fields = useSigningFields(Number(params.get('boxid')) || 0);
  return (
    <PageShell title="模板字段">
      <QueryView query={fields}>
        {(data) => {
          const all = data.groups.flatMap((g) => g.fields);
          return (
            <>
              <section className={styles.head}>
                <div className={styles.headTitle}>{data.title}</div>
                <div className={styles.headMeta}>
                  {SIGN_BOX_TYPE_NAMES[data.boxType]}合同 · {data.groups.length}个分组 · {all.length}个字段
                </div>
              </section>
              {data.groups.map((group) => (
                <section key={group.groupType} className={styles.group} aria-label={group.groupName}>
                  <div className={styles.groupTitle}>
                    {group.groupName}
                    <span className={styles.groupCount}>{group.fields.length}个字段</span>
                  </div>
                  {group.fields.map((f) => (
                    <div
                      key={f.fieldName}
                      className={f.displayStatus === 1 ? styles.field : `${styles.field} ${styles.hidden}`}
                    >
                      <div className={styles.fieldTop}>
                        <span>
                          {f.requiredStatus === 1 ? <span className={styles.required}>*</span> : null}
                          {f.fieldTitle}
                          {f.displayStatus === 1 ? '' : '（已隐藏）'}
                        </span>
                        <span className={styles.kind}>{fieldKind(f)}</span>
                      </div>
                      {f.optionsData.length > 0 ? (
                        <div className={styles.options}>{f.optionsData.map((o) => o.label).join(' / ')}</div>
                      ) : null}
                      {f.showWhen ? <div className={styles.rule}>{showWhenText(f, all)}</div> : null}
                    </div>
                  ))}
                </section>
              ))}
            </>
          );
        }}
      </QueryView>
    </PageShell>
  );
}

export default withRequiredParams(TemplateFieldsPage, '模板字段', ['boxid']);
