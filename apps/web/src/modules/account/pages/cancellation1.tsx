import { CANCELLATION_DAYS } from '@awb/contract/account.contract';
import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { CancellationSteps } from '../components/cancellation-steps.tsx';
import styles from './cancellation.module.css';

const RISKS = [
  ['账号将无法登录', '注销完成后，您将无法使用该手机号登录经纪工作本，账号信息无法找回。'],
  ['业务数据归属公司', '您录入的房源、客源、跟进和合同等业务数据属于公司，注销后您将无法再查看。'],
  ['管理员需先移交', '如您是公司唯一的管理员且公司还有其他同事，请先将管理员移交给其他同事。'],
  [
    `${CANCELLATION_DAYS}天冷静期`,
    `提交申请后将在${CANCELLATION_DAYS}天内处理，期间可随时撤销；到期后账号正式注销，不可恢复。`,
  ],
] as const;

/** Cancellation step 1: the risks, confirmed with a checkbox. */
export default function Cancellation1Page() {
  const [agreed, setAgreed] = useState(false);
  return (
    <PageShell
      title="注销账号"
      footer={
        <div className={styles.footer}>
          <Checkbox checked={agreed} onChange={setAgreed} className={styles.check}>
            我已阅读并知晓以上风险，自愿注销账号
          </Checkbox>
          <Button
            block
            color="danger"
            disabled={!agreed}
            onClick={() => nav.navigateTo('pages/user/set/cancellation2')}
          >
            下一步
          </Button>
        </div>
      }
    >
      <CancellationSteps current={0} />
      <section className={styles.card}>
        <h2>注销前请确认以下事项</h2>
        <ol className={styles.risks}>
          {RISKS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </section>
    </PageShell>
  );
}
