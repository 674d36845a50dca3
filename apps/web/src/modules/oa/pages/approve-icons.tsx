import { CheckOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { OaIcon } from '../components/oa-icon.tsx';
import { readIconRequest, reportIcon } from '../oa-icon-picker.ts';
import { OA_ICONS } from '../oa-icons.ts';
import styles from './oa.module.css';

/** Pick one of the 36 approval icons; a tap answers the flow form and goes back. */
export default function ApproveIconsPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const selected = useMemo(() => readIconRequest(id)?.selected ?? 0, [id]);
  const answered = useRef(false);

  // Leaving without a tap answers null (checked a tick later: StrictMode's trial unmount).
  useEffect(() => {
    return () => {
      window.setTimeout(() => {
        if (!answered.current && !document.querySelector(`[data-oa-icons="${id}"]`)) reportIcon(id, null);
      }, 0);
    };
  }, [id]);

  const choose = (icon: number) => {
    answered.current = true;
    reportIcon(id, icon);
    nav.navigateBack();
  };

  return (
    <PageShell title="选择图标">
      <div className={styles.iconGrid} data-oa-icons={id}>
        {OA_ICONS.map((icon) => (
          <button
            key={icon.id}
            type="button"
            className={styles.iconCell}
            aria-label={`图标${icon.id}`}
            aria-pressed={icon.id === selected}
            onClick={() => choose(icon.id)}
          >
            <OaIcon icon={icon.id} size={44} />
            {icon.id === selected ? <CheckOutline className={styles.iconCheck} /> : null}
          </button>
        ))}
      </div>
    </PageShell>
  );
}
