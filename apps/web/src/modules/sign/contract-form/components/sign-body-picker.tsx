import { SIGN_BODY_TYPE, SIGNATURE_TYPE, SIGNATURE_TYPE_NAMES } from '@awb/contract/sign-contract-constants';
import type { TSignSelectBody } from '@awb/contract/sign-views';
import type { TFormContent } from '../contract-content.ts';
import styles from './contract-form.module.css';

type TProps = {
  content: TFormContent;
  bodies: TSignSelectBody | undefined;
  error?: string;
  onChange: (change: (c: TFormContent) => TFormContent) => void;
};

/** Whether the signer selection shows and is required (seed 000 §5: shown body, signature type not 2). */
export function needsSignBody(content: TFormContent, bodies: TSignSelectBody | undefined): boolean {
  return bodies?.showType === 1 && content.signatureType !== SIGNATURE_TYPE.partiesOnly;
}

/**
 * 签署类型 and 签署主体: with 企业与双方签署 the company signs too, with one of its usable seals or
 * certified signers (signSelectBody); with 仅双方签署 the list is emptied.
 */
export function SignBodyPicker({ content, bodies, error, onChange }: TProps) {
  const options = [
    ...(bodies?.corpList ?? []).flatMap((corp) =>
      corp.seals.map((s) => ({ type: SIGN_BODY_TYPE.seal, id: s.sealId, label: `${corp.company} ${s.sealTypeName}` })),
    ),
    ...(bodies?.list ?? []).map((s) => ({
      type: SIGN_BODY_TYPE.signer,
      id: s.signerId,
      label: `${s.name}（${s.typeName}）`,
    })),
  ];
  const chosen = (type: number, id: number) => content.signBodyList.some((b) => b.type === type && b.id === id);
  const toggle = (type: number, id: number, on: boolean) =>
    onChange((c) => ({
      ...c,
      signBodyList: on
        ? [...c.signBodyList, { type, id }]
        : c.signBodyList.filter((b) => !(b.type === type && b.id === id)),
    }));
  return (
    <section className={styles.section} aria-label="签署方式">
      <div className={styles.sectionHead}>签署方式</div>
      <div className={styles.row}>
        <span className={styles.label}>签署类型</span>
        <div className={styles.checks}>
          {Object.entries(SIGNATURE_TYPE_NAMES).map(([v, label]) => (
            <label key={v}>
              <input
                type="radio"
                name="signatureType"
                checked={content.signatureType === Number(v)}
                onChange={() =>
                  onChange((c) => ({
                    ...c,
                    signatureType: Number(v),
                    signBodyList: Number(v) === SIGNATURE_TYPE.partiesOnly ? [] : c.signBodyList,
                  }))
                }
              />
              {label}
            </label>
          ))}
        </div>
      </div>
      {needsSignBody(content, bodies) ? (
        <div className={styles.row}>
          <span className={`${styles.label} ${styles.required}`}>签署主体</span>
          <div className={styles.checks}>
            {options.map((o) => (
              <label key={`${o.type}-${o.id}`}>
                <input
                  type="checkbox"
                  checked={chosen(o.type, o.id)}
                  onChange={(e) => toggle(o.type, o.id, e.target.checked)}
                />
                {o.label}
              </label>
            ))}
          </div>
          {error ? <div className={styles.error}>{error}</div> : null}
        </div>
      ) : null}
    </section>
  );
}
