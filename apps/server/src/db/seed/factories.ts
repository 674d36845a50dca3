import { USER_STATUS } from '@awb/contract/account.contract';
import { userRepository } from '../../modules/account/user.repository.ts';
import { companyRepository } from '../../modules/company/company.repository.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { TExecutor } from '../../platform/db/db.ts';

/** Factories shared by the demo data, the API tests and the end-to-end tests. */
export const DEMO_PASSWORD = 'demo1234';

let cachedHash: string | undefined;
/** Hashing is slow on purpose; the demo password's hash is computed once per process. */
async function demoHash(password: string): Promise<string> {
  if (password !== DEMO_PASSWORD) return hashPassword(password);
  cachedHash ??= await hashPassword(DEMO_PASSWORD);
  return cachedHash;
}

export async function createCompany(
  db: TExecutor,
  values: { name: string; cityId?: number; provinceId?: number; address?: string },
) {
  return companyRepository.insert(db, {
    name: values.name,
    address: values.address ?? '',
    provinceId: values.provinceId ?? 11,
    cityId: values.cityId ?? 1086,
    area: '',
  });
}

export async function createUser(
  db: TExecutor,
  values: {
    companyId: number;
    phone: string;
    name: string;
    password?: string;
    isManager?: boolean;
    status?: number;
  },
) {
  return userRepository.insert(db, {
    companyId: values.companyId,
    phone: values.phone,
    name: values.name,
    passwordHash: await demoHash(values.password ?? DEMO_PASSWORD),
    isManager: values.isManager ?? false,
    status: values.status ?? USER_STATUS.active,
  });
}
