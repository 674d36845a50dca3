import { SIGN_PARTY_TYPE, SIGN_PARTY_TYPE_NAMES } from '@awb/contract/sign-contract-constants';
import {
  addCoowner,
  emptyPerson,
  MAX_COOWNERS,
  removeCoowner,
  type TFormContent,
  type TFormPerson,
  type TSide,
} from '../contract-content.ts';
import styles from './contract-form.module.css';

type TProps = {
  content: TFormContent;
  side: TSide;
  /** Wrong fields of the last 400020 answer: 'partyA.certNo' → message. */
  errors: Record<string, string>;
  onChange: (change: (c: TFormContent) => TFormContent) => void;
};

const SIDE_NAME: Record<TSide, string> = { A: '甲方', B: '乙方' };

function TextRow(props: {
  label: string;
  aria: string;
  value: string;
  error?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  onChange: (v: string) => void;
}) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>{props.label}</span>
      <div className={styles.control}>
        <input
          aria-label={props.aria}
          className={`${styles.input} ${props.error ? styles.invalid : ''}`}
          value={props.value}
          inputMode={props.inputMode}
          placeholder={`请输入${props.label}`}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </div>
      {props.error ? <div className={styles.error}>{props.error}</div> : null}
    </div>
  );
}

function PersonRows(props: {
  prefix: string;
  path: string;
  person: TFormPerson;
  company?: boolean;
  errors: Record<string, string>;
  onChange: (p: TFormPerson) => void;
}) {
  const { person, path, prefix, errors, company } = props;
  const set = (key: keyof TFormPerson) => (v: string) => props.onChange({ ...person, [key]: v });
  return (
    <>
      <TextRow
        label={company ? '公司名称' : '姓名'}
        aria={`${prefix}${company ? '公司名称' : '姓名'}`}
        value={person.name}
        error={errors[`${path}.name`]}
        onChange={set('name')}
      />
      <TextRow
        label={company ? '营业执照号' : '身份证号'}
        aria={`${prefix}${company ? '营业执照号' : '身份证号'}`}
        value={person.certNo}
        error={errors[`${path}.certNo`]}
        onChange={set('certNo')}
      />
      <TextRow
        label="手机号码"
        aria={`${prefix}手机号码`}
        value={person.phone}
        inputMode="tel"
        error={errors[`${path}.phone`]}
        onChange={set('phone')}
      />
    </>
  );
}

/**
 * 甲方 / 乙方 (seed 000 §6): a person or a company, an optional agent (then only the agent signs;
 * for a company the legal person or the agent), and co-owners (at most 10). The server checks the
 * identities and answers 400020 with the wrong ones, shown under their inputs.
 */
export function PartyEditor({ content, side, errors, onChange }: TProps) {
  const name = SIDE_NAME[side];
  const partyKey = side === 'A' ? 'partyA' : 'partyB';
  const agentKey = side === 'A' ? 'agentA' : 'agentB';
  const coKey = side === 'A' ? 'partyACoowner' : 'partyBCoowner';
  const party = content[partyKey];
  const agent = content[agentKey];
  const coowners = content[coKey];
  const company = party.type === SIGN_PARTY_TYPE.company;
  return (
    <section className={styles.section} aria-label={name}>
      <div className={styles.sectionHead}>{name}</div>
      <div className={styles.row}>
        <span className={styles.label}>{name}类型</span>
        <select
          aria-label={`${name}类型`}
          className={styles.select}
          value={party.type}
          onChange={(e) => onChange((c) => ({ ...c, [partyKey]: { ...c[partyKey], type: Number(e.target.value) } }))}
        >
          {Object.entries(SIGN_PARTY_TYPE_NAMES).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <PersonRows
        prefix={name}
        path={partyKey}
        person={party}
        company={company}
        errors={errors}
        onChange={(p) => onChange((c) => ({ ...c, [partyKey]: { ...c[partyKey], ...p } }))}
      />
      {agent ? (
        <div className={styles.sub}>
          <div className={styles.subHead}>
            <span>{name}代理人（由代理人签署）</span>
            <button
              type="button"
              className={styles.danger}
              onClick={() => onChange((c) => ({ ...c, [agentKey]: null }))}
            >
              移除代理人
            </button>
          </div>
          <PersonRows
            prefix={`${name}代理人`}
            path={agentKey}
            person={agent}
            errors={errors}
            onChange={(p) => onChange((c) => ({ ...c, [agentKey]: p }))}
          />
        </div>
      ) : null}
      {coowners.map((co, i) => (
        // Co-owners have no id of their own; their place in the list is what the server's errors name.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={i} className={styles.sub}>
          <div className={styles.subHead}>
            <span>
              {name}共有人{i + 1}
            </span>
            <button type="button" className={styles.danger} onClick={() => onChange((c) => removeCoowner(c, side, i))}>
              删除
            </button>
          </div>
          <PersonRows
            prefix={`${name}共有人${i + 1}`}
            path={`${coKey}.${i}`}
            person={co}
            errors={errors}
            onChange={(p) => onChange((c) => ({ ...c, [coKey]: c[coKey].map((x, j) => (j === i ? p : x)) }))}
          />
        </div>
      ))}
      <div className={styles.control}>
        {agent ? null : (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onChange((c) => ({ ...c, [agentKey]: emptyPerson() }))}
          >
            + 添加{name}代理人
          </button>
        )}
        {coowners.length < MAX_COOWNERS ? (
          <button type="button" className={styles.linkButton} onClick={() => onChange((c) => addCoowner(c, side))}>
            + 添加{name}共有人
          </button>
        ) : null}
      </div>
    </section>
  );
}
