import { CONTRACT_TYPE, RENT_PAYMENT_NAMES, SALE_PAYMENT_NAMES } from '@awb/contract/contract-fields';
import { maskContactPhone } from '../housing/housing-format.ts';
import type { TContractInsert } from './contract.repository.ts';

/** The columns an edit may change, with their labels in the record (甲方/乙方 per type). */
type TField = { key: keyof TContractInsert; label: string; kind: 'text' | 'money' | 'phone' | 'area' | 'payment' };

function fieldsOf(contractType: number): TField[] {
  const rent = contractType === CONTRACT_TYPE.rent;
  return [
    { key: 'contractNo', label: '合同编号', kind: 'text' },
    { key: 'signDate', label: '签约日期', kind: 'text' },
    { key: 'houseName', label: '小区', kind: 'text' },
    { key: 'houseAddress', label: '地址', kind: 'text' },
    { key: 'houseBuilding', label: '楼栋', kind: 'text' },
    { key: 'houseRoomNo', label: '房号', kind: 'text' },
    { key: 'houseArea', label: '面积', kind: 'area' },
    { key: 'partyAName', label: rent ? '出租方' : '卖方', kind: 'text' },
    { key: 'partyAPhone', label: rent ? '出租方电话' : '卖方电话', kind: 'phone' },
    { key: 'partyBName', label: rent ? '承租方' : '买方', kind: 'text' },
    { key: 'partyBPhone', label: rent ? '承租方电话' : '买方电话', kind: 'phone' },
    { key: 'amount', label: rent ? '月租金' : '成交价', kind: 'money' },
    { key: 'partyAFee', label: rent ? '出租方佣金' : '卖方佣金', kind: 'money' },
    { key: 'partyBFee', label: rent ? '承租方佣金' : '买方佣金', kind: 'money' },
    { key: 'paymentMethod', label: '付款方式', kind: 'payment' },
    { key: 'deposit', label: rent ? '押金' : '定金', kind: 'money' },
    { key: 'loanAmount', label: '贷款金额', kind: 'money' },
    { key: 'transferDate', label: '过户日期', kind: 'text' },
    { key: 'deliveryDate', label: '交房日期', kind: 'text' },
    { key: 'startDate', label: '起租日期', kind: 'text' },
    { key: 'endDate', label: '到期日期', kind: 'text' },
    { key: 'remark', label: '备注', kind: 'text' },
  ];
}

function show(kind: TField['kind'], value: unknown, contractType: number): string {
  if (value === null || value === undefined || value === '') return '无';
  if (kind === 'money') return `${value}元`;
  if (kind === 'area') return `${value}㎡`;
  // Phones appear masked: everyone who may open the contract reads the record.
  if (kind === 'phone') return maskContactPhone(String(value));
  if (kind === 'payment') {
    const names = contractType === CONTRACT_TYPE.rent ? RENT_PAYMENT_NAMES : SALE_PAYMENT_NAMES;
    return names[Number(value)] ?? String(value);
  }
  const text = String(value);
  return text.length > 30 ? `${text.slice(0, 30)}…` : text;
}

/** What an edit changed, in words (成交价: 2000000元 → 1950000元), one change per line item. */
export function contractChanges(
  contractType: number,
  before: Partial<TContractInsert>,
  after: Partial<TContractInsert>,
): string[] {
  const out: string[] = [];
  for (const f of fieldsOf(contractType)) {
    if (!(f.key in after)) continue;
    const a = before[f.key] ?? null;
    const b = after[f.key] ?? null;
    if (a === b || (a !== null && b !== null && String(a) === String(b))) continue;
    out.push(`${f.label}: ${show(f.kind, a, contractType)} → ${show(f.kind, b, contractType)}`);
  }
  return out;
}
