import { CONTRACT_PARTY_LABELS } from '@awb/contract/contract-fields';
import type { TContractRow } from '@awb/contract/contract-views';
import card from '../../../ui/list-card.module.css';
import { amountText, houseLine } from '../contract-format.ts';
import styles from './contract-card.module.css';
import { StateTag } from './state-tag.tsx';

/** One contract of the list: number and state, the house, both parties, the amount, when and by whom. */
export function ContractCard({ row, onClick }: { row: TContractRow; onClick: () => void }) {
  const labels = CONTRACT_PARTY_LABELS[row.contractType];
  return (
    <button type="button" className={card.card} onClick={onClick} aria-label={`合同 ${row.contractNo}`}>
      <div className={card.cardHead}>
        <span className={card.cardNo}>合同编号 {row.contractNo}</span>
        <StateTag contractType={row.contractType} state={row.state} name={row.stateName} color={row.stateColor} />
      </div>
      <div className={card.cardTitle}>{houseLine(row)}</div>
      <div className={card.cardLine}>
        {labels?.partyA.replace(/（.*）/, '') ?? '甲方'}：{row.partyAName} ·{' '}
        {labels?.partyB.replace(/（.*）/, '') ?? '乙方'}：{row.partyBName}
      </div>
      {row.startDate ? (
        <div className={card.cardLine}>
          租期：{row.startDate} 至 {row.endDate}
        </div>
      ) : null}
      <div className={card.cardFoot}>
        <span className={styles.amount}>{amountText(row.contractType, row.amount)}</span>
        <span>
          {row.signDate} 签约 · {row.userName}
        </span>
      </div>
    </button>
  );
}
