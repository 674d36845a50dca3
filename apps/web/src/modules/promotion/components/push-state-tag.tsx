import { PUSH_STATE } from '@awb/contract/promotion-constants';
import { Tag } from 'antd-mobile';

const COLORS: Record<number, string> = {
  [PUSH_STATE.pushing]: 'primary',
  [PUSH_STATE.online]: 'success',
  [PUSH_STATE.offline]: 'default',
  [PUSH_STATE.failed]: 'danger',
};

/** A listing's state on a portal: 未推送, 推送中, 已上架, 已下架, 推送失败. */
export function PushStateTag({ state, name }: { state: number; name: string }) {
  return (
    <Tag color={COLORS[state] ?? 'default'} fill="outline">
      {name}
    </Tag>
  );
}
