import { CONTRACT_TYPE } from '@awb/contract/contract-fields';
import { ContractOperation } from '../components/contract-operation.tsx';

/** pages/contract/rent-operation (`?id=` to edit): 新增 / 编辑租赁合同. */
export default function RentOperationPage() {
  return <ContractOperation contractType={CONTRACT_TYPE.rent} />;
}
