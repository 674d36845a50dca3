import { APP_TYPE } from '@awb/contract/common/apps';
import { APP_RECORD_TYPE, HOUSE_FOLLOW_CATEGORY } from '@awb/contract/housing-options';
import type { TExecutor } from '../../platform/db/db.ts';
import { appRecordRepository } from './app-record/app-record.repository.ts';

type TListingRef = { companyId: number; id: number; type: number };

const itemOf = (l: TListingRef) => ({
  companyId: l.companyId,
  appType: APP_TYPE.house,
  itemType: l.type,
  itemId: l.id,
});

/** Writes an app record of one type about a listing. */
const recordOf =
  (recordType: number) =>
  async (db: TExecutor, l: TListingRef, userId: number, at: Date, action: string, content = ''): Promise<void> => {
    await appRecordRepository.addRecord(db, itemOf(l), { recordType, action, content, userId, createdAt: at });
  };

/** The app records and system follow-ups a listing change leaves behind. */
export const listingRecords = {
  operation: recordOf(APP_RECORD_TYPE.operation),
  circulation: recordOf(APP_RECORD_TYPE.circulation),

  /** A 系统 follow-up (state and price changes); unlike a person's, it does not move follow_at. */
  async systemFollowUp(db: TExecutor, l: TListingRef, at: Date, content: string): Promise<void> {
    await appRecordRepository.addFollowUp(db, itemOf(l), {
      categoryType: HOUSE_FOLLOW_CATEGORY.system,
      content,
      userId: null,
      createdAt: at,
    });
  },
};
