import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { inIds } from './statistics.repository.ts';

/**
 * Aggregate SQL over the contract module's `contracts` (read only), always `company_id` first
 * (contracts_sign_idx, contracts_user_idx). Commission is party A's fee plus party B's fee.
 */
const COMMISSION = sql`coalesce(ct.party_a_fee, 0) + coalesce(ct.party_b_fee, 0)`;

export type TContractStateCount = { contractType: number; state: number; count: number; amount: number };

export const contractStatisticsRepository = {
  async liveCount(db: TExecutor, companyId: number): Promise<number> {
    const [row] = await rowsOf<{ n: string | number }>(
      db,
      sql`select count(*) as n from contracts ct where ct.company_id = ${companyId} and ct.deleted_at is null`,
    );
    return Number(row?.n ?? 0);
  },

  /** Live contracts per type and state (all time), with their amounts, of the 经办人 given. */
  async byState(db: TExecutor, companyId: number, userIds: number[] | null): Promise<TContractStateCount[]> {
    const rows = await rowsOf<{ contract_type: number; state: number; n: string | number; amount: string | number }>(
      db,
      sql`select ct.contract_type, ct.state, count(*) as n, coalesce(sum(ct.amount), 0) as amount from contracts ct
          where ct.company_id = ${companyId} and ct.deleted_at is null and ${inIds(sql`ct.user_id`, userIds)}
          group by 1, 2`,
    );
    return rows.map((r) => ({
      contractType: Number(r.contract_type),
      state: Number(r.state),
      count: Number(r.n),
      amount: Number(r.amount),
    }));
  },

  /** Contracts signed within [startDate, endDate] (China days) per type and state: count, amount, commission. */
  async signedIn(
    db: TExecutor,
    companyId: number,
    startDate: string,
    endDate: string,
    userIds: number[] | null,
  ): Promise<(TContractStateCount & { commission: number })[]> {
    const rows = await rowsOf<{
      contract_type: number;
      state: number;
      n: string | number;
      amount: string | number;
      commission: string | number;
    }>(
      db,
      sql`select ct.contract_type, ct.state, count(*) as n, coalesce(sum(ct.amount), 0) as amount,
            coalesce(sum(${COMMISSION}), 0) as commission from contracts ct
          where ct.company_id = ${companyId} and ct.deleted_at is null
            and ct.sign_date >= ${startDate} and ct.sign_date <= ${endDate} and ${inIds(sql`ct.user_id`, userIds)}
          group by 1, 2`,
    );
    return rows.map((r) => ({
      contractType: Number(r.contract_type),
      state: Number(r.state),
      count: Number(r.n),
      amount: Number(r.amount),
      commission: Number(r.commission),
    }));
  },
};
