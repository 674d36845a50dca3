import { customerEndpoints as api, CUSTOMER_PERMISSION } from '@awb/contract/customer.contract';
import { CUSTOMER_TYPE, CUSTOMER_TYPE_KEY, CUSTOMER_TYPE_NAMES } from '@awb/contract/customer-enums';
import {
  CUSTOMER_DISTRIBUTION_NAMES,
  CUSTOMER_REPEAT_NAMES,
  OUT_RULE_HINTS,
  OUT_RULE_NAMES,
  OUT_TYPE_NAMES,
  type TCustomerSetting,
  type TTypeSetting,
  ZCustomerSetting,
} from '@awb/contract/customer-setting';
import { Button, Input, Selector, Stepper, Switch, Tabs, Toast } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { usePermission } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useCustomerAction, useCustomerSetting } from '../customer.queries.ts';
import { optionsOf } from '../customer-options.ts';
import styles from './customer-setting.module.css';

type TTypeKey = 'sell' | 'rent' | 'new';
const RULES = ['follow', 'followVisit', 'deal', 'takeBack'] as const;
const TYPES = [CUSTOMER_TYPE.sell, CUSTOMER_TYPE.rent, CUSTOMER_TYPE.new];

/** 客源设置 (pages/customer/setting, designed path): dedupe, distribution, upper limit, and per type states and out-to-public rules. */
export default function CustomerSettingPage() {
  const setting = useCustomerSetting();
  return <QueryView query={setting}>{(s) => <SettingForm initial={s} />}</QueryView>;
}

function SettingForm({ initial }: { initial: TCustomerSetting }) {
  const mayEdit = usePermission(CUSTOMER_PERMISSION.setting);
  const [s, setS] = useState<TCustomerSetting>(initial);
  const [typeKey, setTypeKey] = useState<TTypeKey>('sell');
  const save = useCustomerAction(
    (body: TCustomerSetting) => call(api.customerSettingEdit, { body }, { loading: '保存中…' }),
    {
      back: true,
    },
  );
  const t = s[typeKey];
  const setType = (patch: Partial<TTypeSetting>) =>
    setS((now) => ({ ...now, [typeKey]: { ...now[typeKey], ...patch } }));

  const submit = () => {
    const parsed = ZCustomerSetting.safeParse(s);
    if (!parsed.success) {
      Toast.show(parsed.error.issues[0]?.message ?? '请检查设置');
      return;
    }
    save.mutate(parsed.data);
  };

  const addState = () => {
    const next = Math.max(0, ...t.states.map((x) => x.state)) + 1;
    setType({ states: [...t.states, { state: next, name: '' }] });
  };

  return (
    <PageShell
      title="客源设置"
      footer={
        mayEdit ? (
          <Button
            block
            color="primary"
            shape="rounded"
            style={{ height: 44 }}
            loading={save.isPending}
            onClick={submit}
          >
            保存设置
          </Button>
        ) : undefined
      }
    >
      {!mayEdit ? <div className={styles.readonly}>您可以查看客源设置；修改需要「客源设置」权限</div> : null}
      <fieldset className={styles.fieldset} disabled={!mayEdit}>
        <section className={styles.card}>
          <div className={styles.title}>客户判重</div>
          <div className={styles.hint}>录入或编辑客户时，按此范围检查联系电话是否已存在</div>
          <Selector
            className={styles.selector}
            columns={2}
            showCheckMark={false}
            options={optionsOf(CUSTOMER_REPEAT_NAMES)}
            value={[s.repeat]}
            onChange={(v) => v[0] !== undefined && setS({ ...s, repeat: v[0] })}
            disabled={!mayEdit}
          />
        </section>
        <section className={styles.card}>
          <div className={styles.title}>公客分配</div>
          <div className={styles.hint}>仅限分配时，公客只能由有「分配公客」权限的同事分配，不能自行拣入</div>
          <Selector
            className={styles.selector}
            columns={2}
            showCheckMark={false}
            options={optionsOf(CUSTOMER_DISTRIBUTION_NAMES)}
            value={[s.distribution]}
            onChange={(v) => v[0] !== undefined && setS({ ...s, distribution: v[0] })}
            disabled={!mayEdit}
          />
        </section>
        <section className={styles.card}>
          <div className={styles.row}>
            <div>
              <div className={styles.title}>私客上限</div>
              <div className={styles.hint}>每位经纪人最多可持有的私客数量</div>
            </div>
            <Switch
              checked={s.upperLimit.selected}
              onChange={(selected) => setS({ ...s, upperLimit: { ...s.upperLimit, selected } })}
              disabled={!mayEdit}
              aria-label="启用私客上限"
            />
          </div>
          {s.upperLimit.selected ? (
            <div className={styles.row}>
              <span>上限数量</span>
              <Stepper
                min={1}
                max={9999}
                digits={0}
                value={s.upperLimit.count}
                onChange={(count) => setS({ ...s, upperLimit: { ...s.upperLimit, count: count ?? 1 } })}
                disabled={!mayEdit}
              />
            </div>
          ) : null}
        </section>

        <Tabs className={styles.tabs} activeKey={typeKey} onChange={(k) => setTypeKey(k as TTypeKey)}>
          {TYPES.map((type) => (
            <Tabs.Tab key={CUSTOMER_TYPE_KEY[type]} title={`${CUSTOMER_TYPE_NAMES[type]}客户`} />
          ))}
        </Tabs>

        <section className={styles.card}>
          <div className={styles.row}>
            <div className={styles.title}>客户状态</div>
            {mayEdit && t.states.length < 10 ? (
              <button type="button" className={styles.link} onClick={addState}>
                <AddOutline /> 添加状态
              </button>
            ) : null}
          </div>
          {t.states.map((st, index) => (
            <div key={st.state} className={styles.stateRow}>
              <span className={styles.stateNo}>{index + 1}</span>
              <Input
                className={styles.stateInput}
                value={st.name}
                maxLength={6}
                placeholder="状态名称"
                onChange={(name) =>
                  setType({ states: t.states.map((x) => (x.state === st.state ? { ...x, name } : x)) })
                }
                disabled={!mayEdit}
                aria-label={`状态${index + 1}名称`}
              />
              {mayEdit && t.states.length > 1 ? (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`删除状态${st.name}`}
                  onClick={() => setType({ states: t.states.filter((x) => x.state !== st.state) })}
                >
                  <DeleteOutline />
                </button>
              ) : null}
            </div>
          ))}
        </section>

        <section className={styles.card}>
          <div className={styles.title}>转公规则</div>
          <div className={styles.hint}>私客满足以下条件时自动转为公客，天数自维护人获得客户起计算</div>
          {RULES.map((rule) => (
            <div key={rule} className={styles.rule}>
              <div className={styles.row}>
                <div>
                  <div className={styles.ruleName}>{OUT_RULE_NAMES[rule]}</div>
                  <div className={styles.hint}>{OUT_RULE_HINTS[rule]}</div>
                </div>
                <Switch
                  checked={t[rule].selected}
                  onChange={(selected) => setType({ [rule]: { ...t[rule], selected } })}
                  disabled={!mayEdit}
                  aria-label={OUT_RULE_NAMES[rule]}
                />
              </div>
              {t[rule].selected ? (
                <div className={styles.days}>
                  <Stepper
                    min={1}
                    max={365}
                    digits={0}
                    value={t[rule].days}
                    onChange={(days) => setType({ [rule]: { ...t[rule], days: days ?? 1 } })}
                    disabled={!mayEdit}
                  />
                  <span>天</span>
                </div>
              ) : null}
            </div>
          ))}
          <div className={styles.ruleName} style={{ marginTop: 12 }}>
            条件组合
          </div>
          <Selector
            className={styles.selector}
            columns={2}
            showCheckMark={false}
            options={optionsOf(OUT_TYPE_NAMES)}
            value={[t.outType]}
            onChange={(v) => v[0] !== undefined && setType({ outType: v[0] as TTypeSetting['outType'] })}
            disabled={!mayEdit}
          />
        </section>
      </fieldset>
    </PageShell>
  );
}
