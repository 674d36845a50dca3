import { Selector, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './follow-editor.module.css';

export type TFollowKind = { value: number; label: string };

type TProps = {
  kinds: readonly TFollowKind[];
  kind: number;
  onKind: (kind: number) => void;
  content: string;
  onContent: (content: string) => void;
  maxLength: number;
  /** Everyday phrases an agent taps instead of typing. */
  phrases: readonly string[];
  /** Extra rows under the text (the visit's listings). */
  children?: ReactNode;
};

/** 写跟进: the kind (普通跟进 / 带看), the text with a counter, and quick phrases. */
export function FollowEditor({ kinds, kind, onKind, content, onContent, maxLength, phrases, children }: TProps) {
  const add = (phrase: string) => {
    const joined = content.trim() ? `${content.trim()}，${phrase}` : phrase;
    onContent(joined.slice(0, maxLength));
  };
  return (
    <>
      <section className={styles.card}>
        <div className={styles.label}>跟进方式</div>
        <Selector
          className={styles.kinds}
          columns={kinds.length}
          options={kinds.map((k) => ({ value: k.value, label: k.label }))}
          value={[kind]}
          onChange={(v) => {
            if (v[0] !== undefined) onKind(v[0]);
          }}
          showCheckMark={false}
        />
      </section>
      <section className={styles.card}>
        <div className={styles.label}>跟进内容</div>
        <TextArea
          className={styles.text}
          placeholder="记录本次沟通或带看的情况，如客户反馈、下一步计划"
          value={content}
          onChange={onContent}
          maxLength={maxLength}
          showCount
          autoSize={{ minRows: 5, maxRows: 10 }}
          aria-label="跟进内容"
        />
        <div className={styles.phrases}>
          {phrases.map((p) => (
            <button key={p} type="button" className={styles.phrase} onClick={() => add(p)}>
              {p}
            </button>
          ))}
        </div>
      </section>
      {children}
    </>
  );
}
