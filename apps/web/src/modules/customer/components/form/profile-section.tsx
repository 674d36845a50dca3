import { CUSTOMER_LIMITS, CUSTOMER_TAG_SUGGESTIONS, LEVEL_SHORT, SOURCE_NAMES } from '@awb/contract/customer-enums';
import { Form, Input, Picker, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import type { TCustomerFormValues } from '../../customer-form-values.ts';
import styles from './form.module.css';
import { OptionRow } from './option-row.tsx';

type TProps = {
  values: TCustomerFormValues;
  set: (patch: Partial<TCustomerFormValues>) => void;
  /** The states of the customer type from the customer setting. */
  states: { value: number; label: string }[];
};

const LEVELS: Record<number, string> = Object.fromEntries(
  Object.entries(LEVEL_SHORT).map(([k, v]) => [k, `${v}类`]),
) as Record<number, string>;

/** 客户信息: level, source, state, WeChat, tags (suggested or the agent's own) and a remark. */
export function ProfileSection({ values, set, states }: TProps) {
  const [sourceOpen, setSourceOpen] = useState(false);
  const [stateOpen, setStateOpen] = useState(false);
  const [tagText, setTagText] = useState('');
  const toggleTag = (tag: string) => {
    if (values.tags.includes(tag)) set({ tags: values.tags.filter((t) => t !== tag) });
    else if (values.tags.length >= CUSTOMER_LIMITS.tags) Toast.show(`标签最多${CUSTOMER_LIMITS.tags}个`);
    else set({ tags: [...values.tags, tag] });
  };
  const addOwnTag = () => {
    const tag = tagText.trim();
    if (!tag) return;
    if (!values.tags.includes(tag)) toggleTag(tag);
    setTagText('');
  };
  const own = values.tags.filter((t) => !(CUSTOMER_TAG_SUGGESTIONS as readonly string[]).includes(t));
  const stateName = states.find((s) => s.value === values.state)?.label ?? states[0]?.label;

  return (
    <section className={styles.card}>
      <div className={styles.cardTitle}>客户信息</div>
      <OptionRow label="客户等级" names={LEVELS} value={values.level} onChange={(level) => set({ level })} />
      <Form.Item label="客户来源" arrow onClick={() => setSourceOpen(true)}>
        <span className={styles.value}>{SOURCE_NAMES[values.source] ?? '请选择'}</span>
      </Form.Item>
      <Picker
        title="客户来源"
        visible={sourceOpen}
        onClose={() => setSourceOpen(false)}
        columns={[Object.entries(SOURCE_NAMES).map(([value, label]) => ({ value, label }))]}
        value={[String(values.source)]}
        onConfirm={(v) => set({ source: Number(v[0]) })}
      />
      {states.length > 0 ? (
        <>
          <Form.Item label="客户状态" arrow onClick={() => setStateOpen(true)}>
            <span className={styles.value}>{stateName}</span>
          </Form.Item>
          <Picker
            title="客户状态"
            visible={stateOpen}
            onClose={() => setStateOpen(false)}
            columns={[states.map((s) => ({ value: String(s.value), label: s.label }))]}
            value={[String(values.state ?? states[0]?.value)]}
            onConfirm={(v) => set({ state: Number(v[0]) })}
          />
        </>
      ) : null}
      <Form.Item label="微信">
        <Input
          placeholder="选填"
          value={values.wechat}
          maxLength={CUSTOMER_LIMITS.wechatLength}
          onChange={(wechat) => set({ wechat })}
          aria-label="微信"
        />
      </Form.Item>
      <Form.Item label={`标签（${values.tags.length}/${CUSTOMER_LIMITS.tags}）`} layout="vertical">
        <div className={styles.chips}>
          {CUSTOMER_TAG_SUGGESTIONS.map((tag) => (
            <button
              key={tag}
              type="button"
              className={values.tags.includes(tag) ? styles.suggestOn : styles.suggest}
              onClick={() => toggleTag(tag)}
            >
              {tag}
            </button>
          ))}
          {own.map((tag) => (
            <button key={tag} type="button" className={styles.suggestOn} onClick={() => toggleTag(tag)}>
              {tag} ×
            </button>
          ))}
        </div>
        <div className={styles.tagInput}>
          <Input
            placeholder="自定义标签"
            value={tagText}
            maxLength={CUSTOMER_LIMITS.tagLength}
            onChange={setTagText}
            onEnterPress={addOwnTag}
            aria-label="自定义标签"
          />
          <button type="button" onClick={addOwnTag}>
            添加
          </button>
        </div>
      </Form.Item>
      <Form.Item label="备注" layout="vertical">
        <TextArea
          placeholder="客户的家庭情况、看房时间、特别要求等"
          value={values.remark}
          maxLength={CUSTOMER_LIMITS.remarkLength}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(remark) => set({ remark })}
          aria-label="备注"
        />
      </Form.Item>
    </section>
  );
}
