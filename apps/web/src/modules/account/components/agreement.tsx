import type { CONTENT_ALIAS as TContentAlias } from '@awb/contract/content.contract';
import { Checkbox } from 'antd-mobile';
import { nav, withQuery } from '../../../platform/nav.ts';
import styles from './agreement.module.css';

/** The contract's CONTENT_ALIAS, written out: the content contract would bring Zod to the login page. */
const CONTENT_ALIAS: typeof TContentAlias = { userAgreement: 'user_agreement', privacyPolicy: 'privacy_policy' };

/** Opens the user agreement or the privacy policy (pages/public/richtext). */
export function openContent(alias: (typeof CONTENT_ALIAS)[keyof typeof CONTENT_ALIAS]): void {
  nav.navigateTo(withQuery('pages/public/richtext', { cate_alias: alias }));
}

function Links() {
  return (
    <>
      <button type="button" className={styles.link} onClick={() => openContent(CONTENT_ALIAS.userAgreement)}>
        《用户协议》
      </button>
      和
      <button type="button" className={styles.link} onClick={() => openContent(CONTENT_ALIAS.privacyPolicy)}>
        《隐私政策》
      </button>
    </>
  );
}

/** 我已阅读并同意《用户协议》和《隐私政策》 with a checkbox the form requires. */
export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={styles.row}>
      <Checkbox className={styles.box} checked={checked} onChange={onChange} aria-label="同意用户协议和隐私政策" />
      <span>
        <button type="button" className={styles.plain} onClick={() => onChange(!checked)}>
          我已阅读并同意
        </button>
        <Links />
      </span>
    </div>
  );
}

/** 登录即表示同意《用户协议》和《隐私政策》, for pages without a checkbox. */
export function AgreementNote({ prefix = '登录即表示同意' }: { prefix?: string }) {
  return (
    <div className={`${styles.row} ${styles.note}`}>
      <span>
        {prefix}
        <Links />
      </span>
    </div>
  );
}
