import type { TSignContractRow } from '@awb/contract/sign-contract';
import card from '../../../ui/list-card.module.css';
import { dayOf, maskPartyName, signHouseLine } from './sign-contract-format.ts';
import { SignStateTag } from './sign-state-tag.tsx';

const BOX_TYPE_NAMES: Record<number, string> = { 1: '买卖', 2: '租赁', 3: '居间' };

/** One signing contract of the list: number and state, title, house, the parties masked, when and by whom. */
export function SignContractCard({ row, onClick }: { row: TSignContractRow; onClick: () => void }) {
  const house = signHouseLine(row);
  return (
    <button type="button" className={card.card} onClick={onClick} aria-label={`签约合同 ${row.contractNo}`}>
      <div className={card.cardHead}>
        <span className={card.cardNo}>{row.contractNo}</span>
        <SignStateTag state={row.state} name={row.stateName} />
      </div>
      <div className={card.cardTitle}>{house || row.title}</div>
      <div className={card.cardLine}>
        {BOX_TYPE_NAMES[row.boxType] ?? ''} · {row.title}
      </div>
      <div className={card.cardLine}>
        甲方：{maskPartyName(row.partyAName) || '—'} · 乙方：{maskPartyName(row.partyBName) || '—'}
      </div>
      <div className={card.cardFoot}>
        <span>{dayOf(row.createdAt)} 发起</span>
        <span>{row.userName}</span>
      </div>
    </button>
  );
}
