import { APP_TYPE } from '@awb/contract/common/apps';
import { HOUSE_FOLLOW_WRITABLE } from '@awb/contract/housing-options';
import { useSearchParams } from 'react-router';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { FollowWriter } from '../../app-record/components/follow-writer.tsx';
import { HOUSE_KEY } from '../house.queries.ts';

/** Phrases agents write every day; a tap appends one. */
const PHRASES = [
  '业主诚心出售，价格可谈',
  '已电话回访业主',
  '带客户实地看房',
  '业主暂不考虑调价',
  '钥匙已放门店',
  '房屋已空置，随时可看',
];

/** pages/house/write-follow?id&type: write a follow-up (app/followUp); the text is kept until sent. */
function WriteFollowPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const type = Number(params.get('type')) || 1;
  return (
    <FollowWriter
      keyRoot={HOUSE_KEY}
      item={{ appType: APP_TYPE.house, type, itemId: houseId }}
      draftForm="house-follow"
      writable={HOUSE_FOLLOW_WRITABLE}
      phrases={PHRASES}
      placeholder="记录与业主沟通的情况、带看反馈、价格变化等"
    />
  );
}

export default withRequiredParams(WriteFollowPage, '写跟进');
