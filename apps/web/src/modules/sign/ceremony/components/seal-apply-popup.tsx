import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { dialog } from '../../../../platform/dialog.tsx';
import { LoadingBlock } from '../../../../ui/query-view.tsx';
import { useSealApply, useUsableSeals } from '../ceremony.queries.ts';
import styles from './ceremony.module.css';

type TProps = { contractId: number; dueSealId: number; visible: boolean; onClose: () => void };

/**
 * 加盖公章: the keeper chooses the contract seal (the one chosen at submission comes first and is
 * preselected; the server takes no other) and confirms; every use is recorded on the seal.
 */
export function SealApplyPopup({ contractId, dueSealId, visible, onClose }: TProps) {
  const seals = useUsableSeals(visible);
  const apply = useSealApply();
  const [chosen, setChosen] = useState(dueSealId);
  useEffect(() => setChosen(dueSealId), [dueSealId]);

  const options = (seals.data?.corpList ?? []).flatMap((corp) =>
    corp.seals.map((s) => ({ ...s, company: corp.company, due: s.sealId === dueSealId })),
  );
  options.sort((a, b) => Number(b.due) - Number(a.due));

  const confirm = async () => {
    const answer = await dialog.confirm({ title: '加盖公章', content: '确定在该合同上加盖所选印章吗？' });
    if (answer !== 'confirm') return;
    apply.mutate({ contractId, sealId: chosen }, { onSuccess: onClose });
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: '16px 16px 0 0', maxHeight: '80vh', overflowY: 'auto' }}
    >
      <section className={styles.flow} aria-label="选择印章">
        <h3 className={styles.cardTitle}>选择印章</h3>
        {seals.isPending ? <LoadingBlock /> : null}
        {seals.data && options.length === 0 ? <p className={styles.muted}>暂无可用印章</p> : null}
        {options.map((s) => (
          <button
            type="button"
            key={s.sealId}
            className={`${styles.seal} ${chosen === s.sealId ? styles.sealChosen : ''}`}
            aria-pressed={chosen === s.sealId}
            onClick={() => setChosen(s.sealId)}
          >
            {s.url ? <img className={styles.sealImage} src={s.url} alt={s.sealTypeName} /> : null}
            <span className={styles.grow}>
              {s.company} {s.sealTypeName}
              {s.due ? '（发起签约时选定）' : ''}
            </span>
          </button>
        ))}
        <Button block color="primary" disabled={!chosen} loading={apply.isPending} onClick={() => void confirm()}>
          确认用章
        </Button>
      </section>
    </Popup>
  );
}
