import { Button, Toast } from 'antd-mobile';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { authStore } from '../../../platform/auth-store.ts';
import { COPY_MSG, copyWithMessage } from '../../../platform/clipboard.ts';
import { nav, withQuery } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useInvite, useInviteCompany } from '../org.queries.ts';
import { INVITE_REGISTER_PAGE, inviteLink } from '../org-format.ts';
import styles from './invite.module.css';

/**
 * 邀请同事 (pages/h5/invite): a member shows the company's invite code and a QR code that opens the
 * register page with the code; opened with `?code=` (the server's invite path) by someone not logged
 * in, it names the company and leads to register.
 */
export default function InvitePage() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  return code && !authStore.headers() ? <InviteLanding code={code} /> : <InviteCard />;
}

async function copy(text: string, done: string) {
  const { ok, message } = await copyWithMessage(text, done);
  if (ok) Toast.show({ icon: 'success', content: message });
  // A failed copy shows the text itself, to be copied by hand.
  else Toast.show(message === COPY_MSG.failed ? text : message);
}

function InviteCard() {
  const invite = useInvite();
  const [qr, setQr] = useState('');
  const code = invite.data?.inviteCode ?? '';
  const link = code ? inviteLink(window.location.href, code) : '';

  useEffect(() => {
    if (!link) return;
    let live = true;
    toDataURL(link, { width: 480, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(''));
    return () => {
      live = false;
    };
  }, [link]);

  return (
    <PageShell title="邀请同事" background="linear-gradient(180deg, #2e64ff 0, #2e64ff 220px, #f5f6f8 220px)">
      <QueryView query={invite}>
        {(data) => (
          <div className={styles.wrap}>
            <section className={styles.card}>
              <h2>{data.companyName}</h2>
              <p className={styles.lead}>邀请你加入团队，一起使用经纪工作本</p>
              <div className={styles.qr}>
                {qr ? <img src={qr} alt="邀请二维码" width={200} height={200} /> : <span>二维码生成中…</span>}
              </div>
              <p className={styles.hint}>同事用手机扫码注册，提交后等待管理员审核</p>
              <button type="button" className={styles.code} onClick={() => void copy(code, '复制成功')}>
                <span>邀请码</span>
                <strong>{code}</strong>
                <em>复制</em>
              </button>
            </section>
            <div className={styles.actions}>
              <Button block color="primary" shape="rounded" onClick={() => void copy(link, '邀请链接已复制')}>
                复制邀请链接
              </Button>
              {qr ? (
                <a className={styles.save} href={qr} download={`${data.companyName}-邀请二维码.png`}>
                  保存二维码
                </a>
              ) : null}
            </div>
            <ol className={styles.steps}>
              <li>同事扫码或打开邀请链接，进入注册页</li>
              <li>选择「加入已有公司」，填写手机号、验证码、密码和邀请码</li>
              <li>管理员在「加入申请」中审核通过后即可登录使用</li>
            </ol>
          </div>
        )}
      </QueryView>
    </PageShell>
  );
}

function InviteLanding({ code }: { code: string }) {
  const company = useInviteCompany(code);
  return (
    <PageShell title="邀请加入" noBack background="#fff">
      <QueryView query={company}>
        {(data) => (
          <div className={styles.landing}>
            <h2>{data.companyName}</h2>
            <p>邀请你加入团队，一起使用经纪工作本</p>
            <div className={styles.landingCode}>
              邀请码 <strong>{code}</strong>
            </div>
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() => nav.navigateTo(withQuery(INVITE_REGISTER_PAGE, { invite: code }))}
            >
              注册并加入
            </Button>
            <Button block fill="none" onClick={() => nav.navigateTo('pages/user/pwdLogin')}>
              已有账号，去登录
            </Button>
          </div>
        )}
      </QueryView>
    </PageShell>
  );
}
