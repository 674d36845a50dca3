import { SIGN_CONTRACT_PERMISSION } from '@awb/contract/sign-contract.contract';
import { AddCircleOutline, FolderOutline } from 'antd-mobile-icons';
import { nav } from '../../../../platform/nav.ts';
import { usePermission } from '../../../../platform/session.ts';
import home from '../../sign.module.css';
import { CONTRACT_FORM_PAGE } from '../contract-form-links.ts';

/** The signing home's way into the form: 发起签约 (who may start contracts) and 草稿箱 (one's own drafts). */
export function SignStartTiles() {
  const mayStart = usePermission(SIGN_CONTRACT_PERMISSION.start);
  return (
    <section className={home.entries} style={{ gridTemplateColumns: `repeat(${mayStart ? 2 : 1}, 1fr)` }}>
      {mayStart ? (
        <button type="button" onClick={() => nav.navigateTo(CONTRACT_FORM_PAGE.open)}>
          <AddCircleOutline style={{ color: '#2e64ff', background: '#ebf0ff' }} />
          发起签约
        </button>
      ) : null}
      <button type="button" onClick={() => nav.navigateTo(CONTRACT_FORM_PAGE.drafts)}>
        <FolderOutline style={{ color: '#ff7d00', background: '#fff7e8' }} />
        草稿箱
      </button>
    </section>
  );
}
