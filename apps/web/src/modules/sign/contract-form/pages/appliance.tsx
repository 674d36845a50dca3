import { SIGN_APPLIANCE_SUGGESTIONS, SIGN_TEMPLATE_LIMITS } from '@awb/contract/sign-template-constants';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { nav } from '../../../../platform/nav.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { PageShell } from '../../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../../ui/query-view.tsx';
import styles from '../components/contract-form.module.css';
import { SaveFlag } from '../components/save-flag.tsx';
import type { TFormAppliance, TFormContent } from '../contract-content.ts';
import { useContractDraft } from '../use-contract-draft.ts';

/**
 * pages/sign/appliance?draftCode&boxid: the furniture, appliance and receipt list (name, count,
 * remark) and the supplementary terms of the contract (content.appliances). Saved with the draft,
 * like every other part of the form.
 */
export default function SignAppliancePage() {
  const [params] = useSearchParams();
  const draftCode = params.get('draftCode') ?? '';
  const draft = useContractDraft(draftCode, Number(params.get('boxid')) || 0);
  const entry = draft.entry;
  const setList = (change: (list: TFormAppliance[]) => TFormAppliance[]) =>
    draft.update((c: TFormContent) => ({
      ...c,
      appliances: { ...c.appliances, contentList: change(c.appliances.contentList) },
    }));
  const list = entry?.content.appliances.contentList ?? [];
  const full = list.length >= SIGN_TEMPLATE_LIMITS.applianceItems;
  const add = (name = '') => setList((l) => [...l, { name, count: 1, remark: '' }]);

  return (
    <PageShell
      title="家具家电及收据清单"
      right={<SaveFlag state={draft.saveState} />}
      footer={
        <Button block color="primary" onClick={nav.navigateBack}>
          完成
        </Button>
      }
    >
      {!draftCode ? (
        <EmptyState title="草稿不存在或已删除" />
      ) : draft.error ? (
        <LoadError error={draft.error} onRetry={() => void draft.reload()} />
      ) : !entry ? (
        <LoadingBlock />
      ) : (
        <>
          <section className={styles.section} aria-label="物品清单">
            <div className={styles.sectionHead}>
              <span>物品清单</span>
              {full ? null : (
                <button type="button" className={styles.linkButton} onClick={() => add()}>
                  + 添加物品
                </button>
              )}
            </div>
            {list.length === 0 ? <p className={styles.hint}>还没有物品，点下面的常用物品或“添加物品”</p> : null}
            {list.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is the list
              <div key={i} className={styles.sub}>
                <div className={styles.subHead}>
                  <span>物品{i + 1}</span>
                  <button
                    type="button"
                    className={styles.danger}
                    onClick={() => setList((l) => l.filter((_, j) => j !== i))}
                  >
                    删除
                  </button>
                </div>
                <div className={styles.control}>
                  <input
                    aria-label={`物品${i + 1}名称`}
                    className={styles.input}
                    placeholder="物品名称"
                    maxLength={SIGN_TEMPLATE_LIMITS.applianceNameLength}
                    value={item.name}
                    onChange={(e) => setList((l) => l.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
                  />
                  <input
                    aria-label={`物品${i + 1}数量`}
                    className={styles.input}
                    inputMode="numeric"
                    value={String(item.count)}
                    onChange={(e) => {
                      const count = Math.min(
                        Math.max(1, Number(e.target.value.replace(/\D/g, '')) || 1),
                        SIGN_TEMPLATE_LIMITS.applianceCount,
                      );
                      setList((l) => l.map((x, j) => (j === i ? { ...x, count } : x)));
                    }}
                  />
                </div>
                <input
                  aria-label={`物品${i + 1}备注`}
                  className={styles.input}
                  placeholder="备注（品牌、成色等）"
                  maxLength={SIGN_TEMPLATE_LIMITS.applianceRemarkLength}
                  value={item.remark}
                  onChange={(e) => setList((l) => l.map((x, j) => (j === i ? { ...x, remark: e.target.value } : x)))}
                />
              </div>
            ))}
          </section>
          {full ? null : (
            <section className={styles.section} aria-label="常用物品">
              <div className={styles.sectionHead}>常用物品</div>
              <div className={styles.checks}>
                {SIGN_APPLIANCE_SUGGESTIONS.map((name) => (
                  <button key={name} type="button" className={styles.linkButton} onClick={() => add(name)}>
                    + {name}
                  </button>
                ))}
              </div>
            </section>
          )}
          <section className={styles.section}>
            <div className={styles.sectionHead}>
              <label htmlFor="appliance-remark">补充条款</label>
            </div>
            <textarea
              id="appliance-remark"
              className={styles.textarea}
              maxLength={SIGN_TEMPLATE_LIMITS.appliancesRemarkLength}
              placeholder="交接时的补充约定，如钥匙数量、水电燃气读数等"
              value={entry.content.appliances.remark}
              onChange={(e) => draft.update((c) => ({ ...c, appliances: { ...c.appliances, remark: e.target.value } }))}
            />
          </section>
        </>
      )}
    </PageShell>
  );
}
