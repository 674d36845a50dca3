import type { TCompanyApp } from '@awb/contract/recharge.contract';
import { RECHARGE_PAGE } from '@awb/contract/recharge-constants';
import { Button, NoticeBar, Tag } from 'antd-mobile';
import { nav, withQuery } from '../../../platform/nav.ts';
import { useSession } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useCompanyApps } from '../recharge.queries.ts';
import { appExpiryLine, appTone, buyLabel } from '../recharge-format.ts';
import styles from './recharge.module.css';

const TAG_COLOR = { open: 'success', soon: 'warning', ended: 'danger', none: 'default' } as const;

function AppCard({ app }: { app: TCompanyApp }) {
  const tone = appTone(app);
  return (
    <div className={styles.app} data-tone={tone} data-testid={`app-${app.appType}`}>
      <div>
        <div className={styles.appName}>
          {app.appName}
          <Tag className={styles.tag} color={TAG_COLOR[tone]} fill="outline">
            {app.stateName}
          </Tag>
        </div>
        <div className={styles.appLine}>{appExpiryLine(app)}</div>
      </div>
      <Button
        size="small"
        color="primary"
        fill={tone === 'open' ? 'outline' : 'solid'}
        onClick={() => nav.navigateTo(withQuery(RECHARGE_PAGE.detail, { appType: app.appType }))}
      >
        {buyLabel(app)}
      </Button>
    </div>
  );
}

/** 充值中心: the company's sold apps, how long each lasts, and the way to plans and records. */
export default function RechargeIndexPage() {
  const apps = useCompanyApps();
  const company = useSession().data?.company.name ?? '';
  return (
    <PageShell
      title="充值中心"
      background="#f5f6f8"
      right={
        <button type="button" className={styles.navLink} onClick={() => nav.navigateTo(RECHARGE_PAGE.record)}>
          购买记录
        </button>
      }
      footer={
        <Button block color="primary" size="large" onClick={() => nav.navigateTo(RECHARGE_PAGE.detail)}>
          购买套餐
        </Button>
      }
    >
      <div className={styles.head}>
        <div className={styles.headTitle}>{company || '我的企业'}</div>
        <div className={styles.headLine}>应用到期后将无法使用，请及时续费；购买后立即生效</div>
      </div>
      <QueryView query={apps}>
        {(data) => (
          <>
            {data.pendingOrderNo ? (
              <NoticeBar
                className={styles.notice}
                color="alert"
                content="您有一笔待支付的订单，30分钟内未支付将自动关闭"
                extra={
                  <Button
                    size="mini"
                    color="warning"
                    fill="none"
                    onClick={() =>
                      nav.navigateTo(withQuery(RECHARGE_PAGE.orderDetail, { orderNo: data.pendingOrderNo }))
                    }
                  >
                    去支付
                  </Button>
                }
              />
            ) : null}
            <div className={styles.apps}>
              {data.apps.map((app) => (
                <AppCard key={app.appType} app={app} />
              ))}
            </div>
          </>
        )}
      </QueryView>
    </PageShell>
  );
}
