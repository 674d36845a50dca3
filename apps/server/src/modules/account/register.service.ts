import { PHONE_CODE_TYPE, USER_STATUS } from '@awb/contract/account.contract';
import { MSG } from '@awb/contract/common/codes';
import type { TCity } from '@awb/contract/region.contract';
import type { ZRegisterRequest } from '@awb/contract/register.contract';
import type { z } from 'zod';
import { hashPassword } from '../../platform/auth/password.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid } from '../../platform/errors.ts';
import { companyRepository, type TCompanyRow } from '../company/company.repository.ts';
import { notify } from '../message/notify.ts';
import { applicationRepository } from '../org/application.repository.ts';
import { regionData } from '../region/region-data.ts';
import { userRepository } from './user.repository.ts';

type TRegister = z.output<typeof ZRegisterRequest>;

/** Company registration (the registrant becomes its manager) and joining a company by invite code. */
export class RegisterService {
  constructor(private readonly deps: TDeps) {}

  /** Sent whether or not the phone is taken: that is said only after its code checks. */
  async sendCode(phone: string, ip: string): Promise<void> {
    await this.deps.phoneCodes.send(phone, PHONE_CODE_TYPE.register, ip);
  }

  async checkCode(phone: string, phonecode: string): Promise<void> {
    await this.deps.phoneCodes.verify(phone, PHONE_CODE_TYPE.register, phonecode);
    if (await userRepository.findLiveByPhone(this.deps.db, phone)) throw invalid(MSG.phoneRegistered);
  }

  async register(input: TRegister): Promise<{ userId: number; companyId: number; status: number }> {
    const { db, phoneCodes } = this.deps;
    // The code check runs first (seed 000 §5), then the rest.
    const codeId = await phoneCodes.verify(input.phone, PHONE_CODE_TYPE.register, input.phonecode);
    const city = regionData().city(input.city);
    if (!city) throw invalid(MSG.cityRequired);
    if (await userRepository.findLiveByPhone(db, input.phone)) throw invalid(MSG.phoneRegistered);
    const joining = input.sourceParam ? await companyRepository.findByInviteCode(db, input.sourceParam) : undefined;
    if (input.sourceParam && !joining) throw invalid('邀请码无效，请核对后重试');
    const passwordHash = await hashPassword(input.password);
    const userName = input.userName || `用户${input.phone.slice(-4)}`;

    try {
      return await this.create(input, { codeId, city, joining, passwordHash, userName });
    } catch (error) {
      // Two registrations of one phone at the same moment: the second meets the live-phone index.
      if (isUniqueViolation(error)) throw invalid(MSG.phoneRegistered);
      throw error;
    }
  }

  private create(
    input: TRegister,
    p: {
      codeId: number;
      city: TCity;
      joining: TCompanyRow | undefined;
      passwordHash: string;
      userName: string;
    },
  ): Promise<{ userId: number; companyId: number; status: number }> {
    const { db, phoneCodes } = this.deps;
    const { joining, passwordHash, userName } = p;
    return db.transaction(async (tx) => {
      await phoneCodes.consume(tx, p.codeId);
      const company =
        joining ??
        (await companyRepository.insert(tx, {
          name: input.company,
          address: input.address,
          // The city decides: a province that does not hold the city is corrected to the city's own.
          provinceId: p.city.pid,
          cityId: p.city.id,
          area: input.area,
          sourceType: input.sourcetype,
          sourceParam: input.sourceParam,
        }));
      const status = joining ? USER_STATUS.pending : USER_STATUS.active;
      const user = await userRepository.insert(tx, {
        companyId: company.id,
        phone: input.phone,
        name: userName,
        passwordHash,
        isManager: !joining,
        status,
      });
      await notify(tx, {
        companyId: company.id,
        userIds: [user.id],
        title: joining ? '加入申请已提交' : '欢迎使用经纪工作本',
        content: joining
          ? `您已申请加入「${company.name}」，请等待管理员审核。`
          : `「${company.name}」注册成功，您是公司的管理员。可在电脑端开通房源本、客源本等应用。`,
      });
      if (joining) {
        // The company's managers review the request (set/wait on the applicant's side).
        await applicationRepository.insert(tx, { companyId: company.id, userId: user.id });
        await notify(tx, {
          companyId: company.id,
          userIds: await userRepository.activeManagerIds(tx, company.id),
          title: '新员工加入申请',
          content: `${userName}（${input.phone}）申请加入公司，请及时审核。`,
        });
      }
      return { userId: user.id, companyId: company.id, status };
    });
  }
}
