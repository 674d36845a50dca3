import type { TExecutor } from '../../platform/db/db.ts';
import { companyRepository } from '../company/company.repository.ts';
import { signRepository } from './sign.repository.ts';

/** The brokerage's full name: as certified for signing, else as registered. */
export async function companyFullName(db: TExecutor, companyId: number): Promise<string> {
  const account = await signRepository.account(db, companyId);
  if (account?.companyName) return account.companyName;
  return (await companyRepository.findById(db, companyId))?.name ?? '';
}
