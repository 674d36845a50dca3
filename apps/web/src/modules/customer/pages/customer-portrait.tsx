import { CUSTOMER_TYPE_NAMES, LEVEL_SHORT } from '@awb/contract/customer-enums';
import type { TCustomerPortrait } from '@awb/contract/customer-rows';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EChart } from '../../../ui/echart.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { useCustomerPortrait } from '../customer.queries.ts';
import { heatOption, keywordSize, monthlyOption, visitedOption } from '../portrait-charts.ts';
import styles from './customer-portrait.module.css';

/** 客户画像 (pages/customer/customer-portrait?customerId=): what the customer wants, at a glance. */
function CustomerPortraitPage() {
  const [params] = useSearchParams();
  const portrait = useCustomerPortrait(Number(params.get('customerId')) || 0);
  return (
    <PageShell title="客户画像">
      <QueryView query={portrait}>{(p) => <Portrait portrait={p} />}</QueryView>
    </PageShell>
  );
}

function Portrait({ portrait: p }: { portrait: TCustomerPortrait }) {
  const heat = useMemo(() => heatOption(p.heat), [p.heat]);
  const monthly = useMemo(() => monthlyOption(p.monthly), [p.monthly]);
  const visited = useMemo(() => visitedOption(p.visitedCommunities), [p.visitedCommunities]);
  const maxWord = Math.max(1, ...p.keywords.map((k) => k.count));
  const a = p.activity;
  const hasFollows = p.monthly.some((m) => m.normal + m.visit > 0);

  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroHead}>
          <span className={styles.avatar}>{Array.from(p.name)[0] ?? '客'}</span>
          <div>
            <div className={styles.name}>{p.name}</div>
            <div className={styles.badges}>
              <span>{CUSTOMER_TYPE_NAMES[p.customerType]}客户</span>
              {LEVEL_SHORT[p.level] ? <span>{LEVEL_SHORT[p.level]}类</span> : null}
            </div>
          </div>
        </div>
        <p className={styles.summary}>{p.summary}</p>
      </section>

      <section className={styles.card}>
        <div className={styles.title}>意向热度</div>
        <div className={styles.heatRow}>
          <div className={styles.gauge}>
            <EChart option={heat} height={130} label={`意向热度${p.heat}`} />
          </div>
          <div className={styles.facts}>
            <div>
              <strong>{a.followCount}</strong>次跟进
            </div>
            <div>
              <strong>{a.visitCount}</strong>次带看
            </div>
            <div>
              {a.daysSinceFollow < 0 ? (
                '还没有跟进'
              ) : a.daysSinceFollow === 0 ? (
                '今天有跟进'
              ) : (
                <>
                  <strong>{a.daysSinceFollow}</strong>天未跟进
                </>
              )}
            </div>
            {a.holdDays > 0 ? (
              <div>
                已维护<strong>{a.holdDays}</strong>天
              </div>
            ) : null}
          </div>
        </div>
      </section>

      <section className={styles.card}>
        <div className={styles.title}>需求画像</div>
        {p.points.length ? (
          <div className={styles.points}>
            {p.points.map((pt) => (
              <div key={pt.label} className={styles.point}>
                <span>{pt.label}</span>
                <strong>{pt.value}</strong>
              </div>
            ))}
          </div>
        ) : (
          <div className={styles.muted}>暂未填写意向</div>
        )}
        {p.tags.length ? (
          <div className={styles.tags}>
            {p.tags.map((t) => (
              <span key={t}>#{t}</span>
            ))}
          </div>
        ) : null}
      </section>

      <section className={styles.card}>
        <div className={styles.title}>
          近6个月跟进<small>普通跟进与带看</small>
        </div>
        {hasFollows ? (
          <EChart option={monthly} height={180} label="近6个月跟进次数" />
        ) : (
          <div className={styles.muted}>近6个月暂无跟进</div>
        )}
      </section>

      {p.visitedCommunities.length ? (
        <section className={styles.card}>
          <div className={styles.title}>带看过的小区</div>
          <EChart
            option={visited}
            height={Math.max(80, p.visitedCommunities.slice(0, 6).length * 34)}
            label="带看过的小区"
          />
        </section>
      ) : null}

      {p.keywords.length ? (
        <section className={styles.card}>
          <div className={styles.title}>
            跟进关键词<small>客户常提到的</small>
          </div>
          <div className={styles.words}>
            {p.keywords.map((k, i) => (
              <span
                key={k.word}
                style={{ fontSize: keywordSize(k.count, maxWord), opacity: 1 - i * 0.06 }}
                className={i % 3 === 0 ? styles.wordA : i % 3 === 1 ? styles.wordB : styles.wordC}
              >
                {k.word}
              </span>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}

export default withRequiredParams(CustomerPortraitPage, '客户画像', ['customerId']);
