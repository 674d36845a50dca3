import { CONTRACT_TYPE } from '@awb/contract/contract-fields';
import type { TSignPrefill } from '@awb/contract/sign-contract';
import { SIGN_CONTRACT_MSG, SIGN_PARTY_TYPE, SIGN_STEPS } from '@awb/contract/sign-contract-constants';
import { SIGN_BOX_TYPE } from '@awb/contract/sign-template-constants';
import { defaultSignValues, fillSections } from '@awb/contract/sign-template-rules';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { ContractService } from '../contract/contract.service.ts';
import { listingLookup } from '../housing/listing-lookup.ts';
import { agencyOf, printedParties } from './agency.ts';
import type { SignDraftService } from './draft.service.ts';
import { signRepository } from './sign.repository.ts';
import type { SignContractService } from './sign-contract.service.ts';
import { maskParties } from './sign-contract-access.ts';

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

/**
 * The signing form prefilled from a contract record (through the contract module's service, which
 * applies its own data scope and phone masking), and the preview calls (body + steps).
 */
export class SignPrefillService {
  private readonly records: ContractService;

  constructor(
    private readonly deps: TDeps,
    private readonly drafts: SignDraftService,
    private readonly contracts: SignContractService,
  ) {
    this.records = new ContractService(deps);
  }

  async fromRecord(ctx: TRequestContext, contractId: number, contractType: number): Promise<TSignPrefill> {
    const sale = contractType === CONTRACT_TYPE.sale;
    const r = sale ? await this.records.saleDetail(ctx, contractId) : await this.records.rentDetail(ctx, contractId);
    // A masked phone is no phone: the agent asks the party for it.
    const phone = (p: string) => (r.phoneVisible && !p.includes('*') ? p : '');
    const party = (name: string, p: string) => ({ type: SIGN_PARTY_TYPE.person, name, certNo: '', phone: phone(p) });
    // The district is the listing's, when the record names one (the record keeps no district itself).
    const listing = r.houseId
      ? (await listingLookup.byIds(this.deps.db, ctx.companyId, [r.houseId])).get(r.houseId)
      : undefined;
    const values: Record<string, string> = {
      district: listing?.districtName ?? '',
      address: r.houseAddress,
      houseName: r.houseName,
      houseBuilding: r.houseBuilding,
      houseRoomNo: r.houseRoomNo,
      houseArea: text(r.houseArea),
      partyAAgencyFee: text(r.partyAAgencyFee),
      partyBAgencyFee: text(r.partyBAgencyFee),
    };
    if ('transactionPrice' in r) {
      Object.assign(values, {
        transactionPrice: text(r.transactionPrice),
        depositMoneyOne: text(r.depositMoney),
        loanAmount: text(r.loanAmount),
        transferDate: r.transferDate,
        deliveryDate: r.deliveryDate,
      });
    } else {
      Object.assign(values, {
        monthlyRent: text(r.monthlyRent),
        depositRent: text(r.depositRent),
        startDate: r.startDate,
        endDate: r.endDate,
      });
    }
    return {
      contractId: r.contractId,
      boxType: sale ? SIGN_BOX_TYPE.sale : SIGN_BOX_TYPE.rent,
      content: {
        houseName: r.houseName,
        houseBuilding: r.houseBuilding,
        houseRoomNo: r.houseRoomNo,
        partyA: party(r.partyAName, r.partyAPhone),
        partyB: party(r.partyBName, r.partyBPhone),
        values: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')),
      },
    };
  }

  async template(ctx: TRequestContext, boxid: number) {
    const row = await signRepository.template(this.deps.db, ctx.companyId, boxid);
    if (!row) throw notFound(SIGN_CONTRACT_MSG.templateUnavailable);
    const agency = await agencyOf(this.deps.db, ctx.companyId, ctx.userId);
    const contents = fillSections(row.definition, defaultSignValues(row.definition), {
      company: agency.company,
      broker: agency.broker,
    });
    return { title: row.title, contents, steps: [...SIGN_STEPS] };
  }

  async contract(ctx: TRequestContext, contractId: number) {
    const c = await this.contracts.content(ctx, contractId);
    return { title: c.title, contents: c.contents, steps: [...SIGN_STEPS] };
  }

  async draft(ctx: TRequestContext, draftCode: string) {
    const d = await this.drafts.detail(ctx, draftCode);
    const row = await signRepository.template(this.deps.db, ctx.companyId, d.boxid);
    if (!row) throw notFound(SIGN_CONTRACT_MSG.templateUnavailable);
    const content = d.content;
    const values = {
      ...content.values,
      houseName: content.houseName,
      houseBuilding: content.houseBuilding,
      houseRoomNo: content.houseRoomNo,
    };
    const agency = await agencyOf(this.deps.db, ctx.companyId, ctx.userId);
    const contents = fillSections(row.definition, values, printedParties(maskParties(content), agency));
    return { title: row.title, contents, steps: [...SIGN_STEPS] };
  }
}
