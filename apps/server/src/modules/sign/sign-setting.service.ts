import { SIGN_MSG, SIGNING_TYPE } from '@awb/contract/sign-constants';
import type { TPageCount, TSignSelectBody, TSignSetting } from '@awb/contract/sign-views';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, noPermission } from '../../platform/errors.ts';
import { regionData } from '../region/region-data.ts';
import { agencyOf } from './agency.ts';
import type { SignCertificationService } from './certification.service.ts';
import type { SealService } from './seal.service.ts';
import { signRepository } from './sign.repository.ts';

type TSave = { signingType: number; defaultCityId: number; paramMap: Record<string, string> };

/** Sign settings (seed 000 §3, §5), the signing bodies an agent may choose, and the waiting counts. */
export class SignSettingService {
  constructor(
    private readonly deps: TDeps,
    private readonly certification: SignCertificationService,
    private readonly seals: SealService,
  ) {}

  private cityInfo(cityId: number | null): TSignSetting['defaultCityInfo'] {
    if (!cityId) return null;
    const regions = regionData();
    const city = regions.city(cityId);
    const province = city ? regions.provinces.find((p) => p.id === city.pid) : undefined;
    if (!city || !province) return null;
    return { provinceId: province.id, provinceName: province.name, cityId: city.id, cityName: city.name };
  }

  /** signingType 0 when nothing is set: the app then says SIGN_MSG.noSigningType. */
  async get(ctx: TRequestContext): Promise<TSignSetting> {
    const row = await signRepository.setting(this.deps.db, ctx.companyId);
    if (!row) return { signingType: SIGNING_TYPE.unset, defaultCityInfo: null, paramMap: {} };
    return {
      signingType: row.signingType,
      defaultCityInfo: this.cityInfo(row.defaultCityId),
      paramMap: row.paramMap,
    };
  }

  /** A manager's edit (the seed's PC settings page is out of scope; docs/signing.md). */
  async save(ctx: TRequestContext, input: TSave): Promise<TSignSetting> {
    if (!ctx.isManager) throw noPermission();
    if (input.defaultCityId && !this.cityInfo(input.defaultCityId)) throw invalid(SIGN_MSG.cityInvalid);
    await signRepository.saveSetting(this.deps.db, {
      companyId: ctx.companyId,
      signingType: input.signingType,
      defaultCityId: input.defaultCityId || null,
      paramMap: input.paramMap,
      updatedBy: ctx.userId,
      updatedAt: this.deps.clock.now(),
    });
    return this.get(ctx);
  }

  /** The certified company with its usable company seals, and its certified signers. */
  async selectBody(ctx: TRequestContext): Promise<TSignSelectBody> {
    const account = await signRepository.account(this.deps.db, ctx.companyId);
    const agency = await agencyOf(this.deps.db, ctx.companyId, ctx.userId);
    const saved = await this.seals.savedSignature(ctx);
    const mySignature = saved ? { sealId: saved.sealId, url: saved.url } : null;
    if (!account) return { showType: 0, corpList: [], list: [], agency, mySignature };
    const seals = (await this.seals.usableSeals(ctx)).map((s) => ({
      sealId: s.sealId,
      sealType: s.sealType,
      sealTypeName: s.sealTypeName,
      url: s.url,
    }));
    return {
      showType: seals.length > 0 ? 1 : 0,
      corpList: [{ etcomid: account.id, company: account.companyName, seals }],
      list: await this.certification.signerViews(ctx),
      agency,
      mySignature,
    };
  }

  async pageCount(ctx: TRequestContext): Promise<TPageCount> {
    return {
      approvalWaitCount: await this.deps.hooks.waitingCounts.count('approvalWait', this.deps.db, ctx),
      signWaitCount: await this.deps.hooks.waitingCounts.count('signWait', this.deps.db, ctx),
    };
  }
}
