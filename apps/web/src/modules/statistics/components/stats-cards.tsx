import type {
  TAccountInfo,
  TCompanyInfo,
  TContractReport,
  TPerformance,
  TWaitCount,
} from '@awb/contract/statistics.contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView } from '../../../ui/query-view.tsx';
import styles from '../pages/statistics.module.css';
import { moneyFigures } from '../stats-format.ts';

type TFigure = { label: string; value: string | number; hint?: string };

/** A row of big figures with their labels. */
export function Figures({ items }: { items: TFigure[] }) {
  return (
    <div className={styles.figures}>
      {items.map((f) => (
        <div key={f.label} className={styles.figure}>
          <strong data-figure={f.label}>{f.value}</strong>
          <span>{f.label}</span>
          {f.hint ? <em>{f.hint}</em> : null}
        </div>
      ))}
    </div>
  );
}

/** The company card: name, manager, accounts, contracts and each opened app's own end day. */
export function CompanyCard({
  company,
  account,
}: {
  company: UseQueryResult<TCompanyInfo>;
  account: UseQueryResult<TAccountInfo>;
}) {
  return (
    <section className={styles.hero}>
      <QueryView query={company}>
        {(c) => (
          <>
            <div className={styles.heroName}>{c.companyInfo.companyName}</div>
            <div className={styles.heroSub}>
              管理员 {c.managementName || '—'} {c.managementPhone}
            </div>
          </>
        )}
      </QueryView>
      <QueryView query={account}>
        {(a) => (
          <div className={styles.heroFigures}>
            <div>
              <strong>{a.account}</strong>
              <span>账号数</span>
            </div>
            <div>
              <strong>{a.contractCount}</strong>
              <span>合同数</span>
            </div>
            <div>
              <strong className={styles.date}>{a.expirationDate || '未开通'}</strong>
              <span>管理中心到期</span>
            </div>
            {a.apps.length > 0 ? (
              <ul className={styles.heroApps} aria-label="应用到期">
                {a.apps.map((app) => (
                  <li key={app.appType} data-app-expiry={app.appType}>
                    <span>
                      {app.name}
                      {app.isTrial ? '（试用）' : ''}
                    </span>
                    <span>至 {app.expirationDate}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </QueryView>
    </section>
  );
}

export function WaitCard({ wait }: { wait: UseQueryResult<TWaitCount> }) {
  return (
    <section className={styles.card}>
      <div className={styles.title}>待办提醒</div>
      <QueryView query={wait}>
        {(w) => (
          <Figures
            items={[
              { label: '客户即将转公', value: w.clientOutCount },
              { label: '房源待转公盘', value: w.houseOutCount },
              { label: '待我审批', value: w.oaWaitCount },
            ]}
          />
        )}
      </QueryView>
    </section>
  );
}

export function PerformanceCard({ performance }: { performance: UseQueryResult<TPerformance> }) {
  return (
    <section className={styles.card}>
      <div className={styles.title}>业绩</div>
      <QueryView query={performance}>
        {(p) => (
          <Figures
            items={[
              { label: '成交合同', value: p.contractCount },
              ...moneyFigures([
                ['已收佣金', p.paidCount],
                ['应收佣金', p.receivableCount],
              ]),
            ]}
          />
        )}
      </QueryView>
    </section>
  );
}

export function ContractReportCard({ report }: { report: UseQueryResult<TContractReport> }) {
  return (
    <section className={styles.card}>
      <div className={styles.title}>合同报表</div>
      <QueryView query={report}>
        {(r) => (
          <>
            {(
              [
                ['买卖合同', r.sale],
                ['租赁合同', r.rent],
              ] as const
            ).map(([name, kind]) => (
              <div key={name} className={styles.report}>
                <div className={styles.reportHead}>
                  <span>{name}</span>
                  <span>
                    共 {kind.total} 份 · 本月新增 {kind.monthCount} 份
                  </span>
                </div>
                <div className={styles.states}>
                  {kind.states.map((s) => (
                    <span key={s.state} style={{ color: s.color }}>
                      {s.label} {s.count}
                    </span>
                  ))}
                </div>
              </div>
            ))}
          </>
        )}
      </QueryView>
    </section>
  );
}
