import { APP_TYPE } from '@awb/contract/common/apps';
import { SIGN_PERMISSION } from '@awb/contract/sign.contract';
import { SIGN_MSG, SIGNING_TYPE } from '@awb/contract/sign-constants';
import {
  AppstoreOutline,
  CheckShieldOutline,
  EditSOutline,
  FileOutline,
  RightOutline,
  StopOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission, useSession } from '../../../platform/session.ts';
import { AppGate } from '../../../ui/app-gate.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import { SignStartTiles } from '../contract-form/components/sign-start-tiles.tsx';
import { SignContractList } from '../contract-list/sign-contract-list.tsx';
import styles from '../sign.module.css';
import { usePageCount, useSignCompany, useSignSetting } from '../sign.queries.ts';
import { SIGN_PAGE } from '../sign-links.ts';

const SIGNING_TYPE_TEXT: Record<number, string> = {
  [SIGNING_TYPE.form]: '表单签署',
  [SIGNING_TYPE.visual]: '可视化签署',
};

type TEntry = { key: string; text: string; icon: ReactNode; page: string; allowed: boolean };

/**
 * 电子签约 home (pages/sign/index): what a company sets up before signing (certification, seals,
 * signatures, templates and the sign settings), then its signing contracts.
 * `?back=index`: reached at the end of a flow, so back returns to the home tab instead of one step.
 */
export default function SignHomePage() {
  const [params] = useSearchParams();
  const backHome = params.get('back') === 'index';
  return (
    <PageShell title="电子签约" onBack={backHome ? () => nav.switchTab('pages/index') : undefined}>
      <AppGate appType={APP_TYPE.sign}>
        <SignHome />
      </AppGate>
    </PageShell>
  );
}

function SignHome() {
  const session = useSession().data;
  const company = useSignCompany();
  const counts = usePageCount();
  const setting = useSignSetting();
  const mayManageSeals = usePermission(SIGN_PERMISSION.seals);
  const mayManageTemplates = usePermission(SIGN_PERMISSION.templates);
  const isManager = session?.user.isManager === true;

  const entries: TEntry[] = [
    {
      key: 'seal',
      text: '印章管理',
      icon: <CheckShieldOutline style={{ color: '#f04848', background: '#ffeded' }} />,
      page: SIGN_PAGE.seals,
      allowed: mayManageSeals,
    },
    {
      key: 'signature',
      text: '签名管理',
      icon: <EditSOutline style={{ color: '#2e64ff', background: '#ebf0ff' }} />,
      page: SIGN_PAGE.signatures,
      allowed: mayManageSeals,
    },
    {
      key: 'templates',
      text: '模板管理',
      icon: <FileOutline style={{ color: '#6a52f5', background: '#f0edff' }} />,
      page: withQuery(SIGN_PAGE.templates, { tab: 'mine' }),
      allowed: mayManageTemplates,
    },
    {
      key: 'square',
      text: '模板广场',
      icon: <AppstoreOutline style={{ color: '#00a870', background: '#e8f8f0' }} />,
      page: SIGN_PAGE.templates,
      allowed: true,
    },
  ];
  const shown = entries.filter((e) => e.allowed);

  return (
    <>
      {company.isPending ? (
        <LoadingBlock />
      ) : company.isError ? (
        <LoadError error={company.error} onRetry={() => void company.refetch()} />
      ) : (
        <>
          <section className={styles.hero}>
            <div className={styles.heroTop}>
              <span className={styles.heroName}>{company.data.name}</span>
              <button
                type="button"
                className={company.data.orgAuth === 1 ? styles.authOk : styles.authNo}
                onClick={() => nav.navigateTo(SIGN_PAGE.attestation)}
              >
                {company.data.orgAuth === 1 ? <CheckShieldOutline /> : <StopOutline />}
                {company.data.orgAuth === 1 ? '已认证' : '未认证'}
                <RightOutline />
              </button>
            </div>
            <div className={styles.heroSub}>
              {company.data.orgAuth === 1
                ? `统一社会信用代码 ${company.data.orgCode}`
                : '完成企业认证后，即可制作印章、发起电子签约'}
            </div>
            <div className={styles.counts}>
              <div>
                <div className={styles.countValue}>{counts.data?.approvalWaitCount ?? '-'}</div>
                <div className={styles.countLabel}>待审批</div>
              </div>
              <div>
                <div className={styles.countValue}>{counts.data?.signWaitCount ?? '-'}</div>
                <div className={styles.countLabel}>待签署</div>
              </div>
            </div>
          </section>

          <SignStartTiles />

          {shown.length > 0 ? (
            <section className={styles.entries} style={{ gridTemplateColumns: `repeat(${shown.length}, 1fr)` }}>
              {shown.map((e) => (
                <button key={e.key} type="button" onClick={() => nav.navigateTo(e.page)}>
                  {e.icon}
                  {e.text}
                </button>
              ))}
            </section>
          ) : null}

          <section className={styles.card}>
            <div className={styles.cardHead}>
              <h2 className={styles.cardTitle}>签署设置</h2>
              {isManager ? (
                <button type="button" className={styles.link} onClick={() => nav.navigateTo(SIGN_PAGE.setting)}>
                  修改设置
                </button>
              ) : null}
            </div>
            {setting.isPending ? (
              <LoadingBlock />
            ) : setting.isError ? (
              <LoadError error={setting.error} onRetry={() => void setting.refetch()} />
            ) : (
              <div className={styles.rows}>
                <div className={styles.row}>
                  <span className={styles.rowLabel}>签署方式</span>
                  {SIGNING_TYPE_TEXT[setting.data.signingType] ? (
                    <span className={styles.rowValue}>{SIGNING_TYPE_TEXT[setting.data.signingType]}</span>
                  ) : (
                    <span className={`${styles.rowValue} ${styles.warn}`}>{SIGN_MSG.noSigningType}</span>
                  )}
                </div>
                <div className={styles.row}>
                  <span className={styles.rowLabel}>默认城市</span>
                  <span className={setting.data.defaultCityInfo ? styles.rowValue : styles.muted}>
                    {setting.data.defaultCityInfo
                      ? `${setting.data.defaultCityInfo.provinceName} ${setting.data.defaultCityInfo.cityName}`
                      : '未设置'}
                  </span>
                </div>
              </div>
            )}
          </section>
        </>
      )}
      <SignContractList />
    </>
  );
}
