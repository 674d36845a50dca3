import { CEREMONY_EVENT, CEREMONY_LINK_KIND } from '@awb/contract/sign-ceremony-constants';
import { SEAL_TYPE } from '@awb/contract/sign-constants';
import { ZSignContent } from '@awb/contract/sign-contract';
import { SIGN_BODY_TYPE, SIGN_PARTY_TYPE, SIGNATURE_TYPE } from '@awb/contract/sign-contract-constants';
import { SIGN_BOX_TYPE } from '@awb/contract/sign-template-constants';
import { Resvg } from '@resvg/resvg-js';
import { eq } from 'drizzle-orm';
import { users } from '../../modules/account/user.table.ts';
import { ceremonyRepository as repo } from '../../modules/sign/ceremony/ceremony.repository.ts';
import { CeremonyService } from '../../modules/sign/ceremony/ceremony.service.ts';
import { issueLink, recordEvent } from '../../modules/sign/ceremony/ceremony-hooks.ts';
import { CeremonyCompletion } from '../../modules/sign/ceremony/completion.ts';
import { ownerContext, pdfEngineFor, type TSignedPdfEngine } from '../../modules/sign/ceremony/signed-document.ts';
import { SigningService } from '../../modules/sign/ceremony/signing.service.ts';
import { grantVerification, heldCookies } from '../../modules/sign/ceremony/signing-device.ts';
import { SignCertificationService } from '../../modules/sign/certification.service.ts';
import { HttpFaceVerifier } from '../../modules/sign/face/face-verifier.ts';
import { SealService } from '../../modules/sign/seal.service.ts';
import { SignSettingService } from '../../modules/sign/sign-setting.service.ts';
import { SignStateService } from '../../modules/sign/sign-state.service.ts';
import { SignSubmitService } from '../../modules/sign/sign-submit.service.ts';
import { SignTemplateService } from '../../modules/sign/template.service.ts';
import type { TDeps } from '../../platform/deps.ts';
import { DEMO } from './demo.ts';
import { demoSignatureSvg } from './demo-sign.ts';
import { demoSaleValues } from './demo-sign-contracts.ts';

/** Made-up parties (ID checksums right; phones outside the demo logins). */
const P = {
  seller: { name: '赵敏', certNo: '11010519491231002X', phone: '13712340001' },
  buyer: { name: '钱程', certNo: '44030519900101123X', phone: '13712340002' },
  landlord: { name: '孙悟', certNo: '320102198808084569', phone: '13712340003' },
  tenant: { name: '李四', certNo: '33010619800312003X', phone: '13712340004' },
};
const person = (p: { name: string; certNo: string; phone: string }) => ({ type: SIGN_PARTY_TYPE.person, ...p });
const DEVICE = { ip: '127.0.0.1', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) 现场签署演示' };
const terms = { otherTermsFixedOne: '1', otherTermsFixedTwo: '1', otherTermsFixedThree: '1', otherTermsFixedFour: '1' };
const place = { province: '浙江省', city: '杭州市', district: '西湖区', address: '文二西路588号', houseUse: '1' };

const rentValues = (house: object) => ({
  ...place,
  ...house,
  ...terms,
  buildingCertificate: '浙(2020)杭州市不动产权第0456789号',
  houseArea: '68',
  totalFloor: '11',
  floor: '4',
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  deliveryDate: '2027-01-01',
  monthlyRent: '4500',
  depositRent: '4500',
  paymentCycle: '2',
  paymentTime: '每季度首月5日前',
  signAddress: '杭州市西湖区文三路90号',
});
const brokerageValues = (house: object) => ({
  ...place,
  ...house,
  ...terms,
  buildingCertificate: '浙(2019)杭州市不动产权第0789012号',
  houseArea: '120',
  transactionPrice: '5600000',
  paymentMethod: '0',
  partyAAgencyFee: '56000',
  partyBAgencyFee: '56000',
  signAddress: '杭州市西湖区文三路90号',
});

/**
 * Demo data of the signing ceremony: company 1's manager submits four contracts and the
 * parties sign them on site (signatures drawn from generated strokes): a sale contract sealed with the
 * 合同章 (已完成, signed PDF with the cross-page seal), a lease (已完成), a brokerage contract signed and
 * then invalidated (已作废), and a sale contract only the seller signed (签署中: the buyer's link is in
 * the dev SMS outbox). Runs after the demo seed, with the app's deps (it needs the file store and the
 * CA): `await seedDemoCeremony(app.deps)` in start.ts when the demo was just seeded. It goes through the
 * signing module's services, as an agent and the parties would.
 */
export async function seedDemoCeremony(deps: TDeps, engine: TSignedPdfEngine = pdfEngineFor(deps)): Promise<number[]> {
  const { db } = deps;
  const [manager] = await db.select().from(users).where(eq(users.phone, DEMO.users.managerA.phone)).limit(1);
  if (!manager) return [];
  const ctx = { ...ownerContext(manager.companyId, manager.id), isManager: true };
  const face = new HttpFaceVerifier(undefined, undefined);
  const seals = new SealService(deps);
  const settings = new SignSettingService(deps, new SignCertificationService(deps, face), seals);
  const contracts = new SignSubmitService(deps, settings);
  const states = new SignStateService(deps);
  const completion = new CeremonyCompletion(deps, engine);
  const signing = new SigningService(deps, face, completion);
  const ceremony = new CeremonyService(deps, signing, completion, seals);

  const templates = new SignTemplateService(deps);
  const boxOf = async (boxType: number) => (await templates.managed(ctx, boxType))[0]?.boxid ?? 0;
  const submit = async (boxType: number, content: object) => {
    const parsed = ZSignContent.parse(content);
    return contracts.submit(ctx, { boxid: await boxOf(boxType), content: parsed }, DEVICE);
  };
  /** The first `count` signers sign on the manager's phone: verified on its on-site link as a checked code would, then signed. */
  const sign = async (contractId: number, count: number) => {
    const contract = await repo.contract(db, ctx.companyId, contractId);
    const signers = (await repo.signers(db, ctx.companyId, contractId)).slice(0, count);
    for (const [i, signer] of signers.entries()) {
      if (!contract) return;
      const link = await issueLink(deps, db, signer, contract.contentHash, CEREMONY_LINK_KIND.onsite, manager.id);
      const grant = await grantVerification(deps, db, {
        ...link,
        companyId: ctx.companyId,
        signerId: signer.id,
        contractId,
      });
      await recordEvent(
        deps,
        db,
        { companyId: ctx.companyId, contractId, action: CEREMONY_EVENT.verified },
        DEVICE,
        signer,
      );
      const png = new Resvg(demoSignatureSvg(signer.name, contractId * 10 + i)).render().asPng();
      await signing.submit(link.token, png, heldCookies(grant), DEVICE);
    }
  };

  const house = (houseName: string, houseBuilding: string, houseRoomNo: string) => ({
    houseName,
    houseBuilding,
    houseRoomNo,
  });
  const ids: number[] = [];
  // 1. Sale, sealed with the contract seal by its keeper (the manager).
  const body = await settings.selectBody(ctx);
  const contractSeal = body.corpList[0]?.seals.find((s) => s.sealType === SEAL_TYPE.contract);
  const h1 = house('西溪花园', '5幢', '802');
  const sale = await submit(SIGN_BOX_TYPE.sale, {
    signatureType: contractSeal ? SIGNATURE_TYPE.withCompany : SIGNATURE_TYPE.partiesOnly,
    signBodyList: contractSeal ? [{ type: SIGN_BODY_TYPE.seal, id: contractSeal.sealId }] : [],
    ...h1,
    partyA: person(P.seller),
    partyB: person(P.buyer),
    values: demoSaleValues(h1),
  });
  await sign(sale.contractId, 2);
  if (contractSeal) await ceremony.sealApply(ctx, sale.contractId, contractSeal.sealId, DEVICE);
  ids.push(sale.contractId);
  // 2. Lease, the parties only.
  const h2 = house('翠苑一区', '12幢', '301');
  const lease = await submit(SIGN_BOX_TYPE.rent, {
    signatureType: SIGNATURE_TYPE.partiesOnly,
    ...h2,
    partyA: person(P.landlord),
    partyB: person(P.tenant),
    values: rentValues(h2),
  });
  await sign(lease.contractId, 2);
  ids.push(lease.contractId);
  // 3. Brokerage, signed, then invalidated: its verification page says 已作废.
  const h3 = house('文鼎苑', '2幢', '1502');
  const brokerage = await submit(SIGN_BOX_TYPE.brokerage, {
    signatureType: SIGNATURE_TYPE.partiesOnly,
    ...h3,
    partyA: person(P.seller),
    partyB: person(P.buyer),
    values: brokerageValues(h3),
  });
  await sign(brokerage.contractId, 2);
  await states.invalidate(ctx, brokerage.contractId, '客户取消委托', DEVICE);
  ids.push(brokerage.contractId);
  // 4. Sale waiting for the buyer.
  const h4 = house('金地自在城', '7幢', '1101');
  const waiting = await submit(SIGN_BOX_TYPE.sale, {
    signatureType: SIGNATURE_TYPE.partiesOnly,
    ...h4,
    partyA: person(P.seller),
    partyB: person(P.buyer),
    values: demoSaleValues(h4),
  });
  await sign(waiting.contractId, 1);
  ids.push(waiting.contractId);
  return ids;
}
