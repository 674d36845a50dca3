import { APP_TYPE } from '@awb/contract/common/apps';
import { ZSignContent } from '@awb/contract/sign-contract';
import { SIGN_CONTRACT_MSG, SIGN_CONTRACT_STATE, SIGN_LOG_ACTION } from '@awb/contract/sign-contract-constants';
import type { TSignEditContent } from '@awb/contract/sign-contract-edit';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { ownerScope } from '../org/data-scope.ts';
import { signContractRepository as repo } from './sign-contract.repository.ts';
import { signContracts } from './sign-contract.table.ts';
import type { TActor } from './sign-contract-access.ts';

/**
 * 修改合同: the content of a submitted contract as it was frozen, unmasked, for the form to
 * edit from and send back with contractEdit. Only whom contractEdit would let through gets it (item 1,
 * the data scope of app 6, a contract 待签署 that nobody signed), so the full ID numbers and phones never
 * leave for a contract that cannot be edited; each opening is logged (打开修改) with the device.
 */
export class SignEditService {
  constructor(private readonly deps: TDeps) {}

  async content(ctx: TRequestContext, contractId: number, actor: TActor): Promise<TSignEditContent> {
    const { db, clock, personalData } = this.deps;
    const scope = ownerScope(ctx, APP_TYPE.sign, signContracts.userId);
    const row = await repo.find(db, ctx.companyId, contractId, scope);
    if (!row) throw notFound(SIGN_CONTRACT_MSG.notFound);
    // The same rule as contractEdit and the detail's canEdit.
    if (row.state !== SIGN_CONTRACT_STATE.waiting || row.signedAny === 1) throw invalid(SIGN_CONTRACT_MSG.notEditable);
    const content = ZSignContent.parse(JSON.parse(personalData.open(row.contentSealed)));
    await repo.insertLog(db, {
      companyId: ctx.companyId,
      contractId: row.id,
      action: SIGN_LOG_ACTION.openEdit,
      userId: ctx.userId,
      remark: '',
      userAgent: actor.userAgent.slice(0, 300),
      ip: actor.ip.slice(0, 60),
      version: null,
      contentHash: null,
      createdAt: clock.now(),
    });
    return {
      contractId: row.id,
      contractNo: row.contractNo,
      version: row.version,
      boxid: row.boxId,
      boxType: row.boxType,
      title: row.title,
      signatureType: row.signatureType,
      fields: row.template.fields,
      // The draft it came from is gone (submission removed it): the form keeps its own key.
      content: { ...content, draftCode: '' },
    };
  }
}
