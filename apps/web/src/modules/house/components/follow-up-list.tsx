import { APP_TYPE } from '@awb/contract/common/apps';
import { AppFollowUpList } from '../../app-record/components/follow-up-list.tsx';
import { HOUSE_KEY } from '../house.queries.ts';

/** Follow-ups of a listing by category (全部 first), 15 a page, newest first; the writer may delete. */
export function FollowUpList({ houseId, type }: { houseId: number; type: number }) {
  return (
    <AppFollowUpList
      keyRoot={HOUSE_KEY}
      item={{ appType: APP_TYPE.house, type, itemId: houseId }}
      emptyDescription="写下与业主沟通、带看和议价的情况"
    />
  );
}
