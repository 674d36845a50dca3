import { CONTRACT_TYPE } from '@awb/contract/contract-fields';
import { useSearchParams } from 'react-router';

/** Reads `?id&type` of a contract page (type 1 sale unless 2; id 0 when absent: a new contract). */
export function useContractParams() {
  const [params] = useSearchParams();
  return {
    contractId: Number(params.get('id')) || 0,
    contractType: Number(params.get('type')) === CONTRACT_TYPE.rent ? CONTRACT_TYPE.rent : CONTRACT_TYPE.sale,
  };
}
