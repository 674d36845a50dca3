import { CONTRACT_TYPE } from '@awb/contract/contract-fields';
import { ContractOperation } from '../components/contract-operation.tsx';

/** pages/contract/sell-operation (`?id=` to edit): 新增 / 编辑买卖合同. */
export default function SellOperationPage() {
  return <ContractOperation contractType={CONTRACT_TYPE.sale} />;
}
