import { isRegisteredPage } from './registered-pages.ts';

/** What the 发布 sheet offers; an entry shows only once its page exists. */
const PUBLISH_ACTIONS = [
  { path: 'pages/house/operation?type=1', text: '发布出售房源' },
  { path: 'pages/house/operation?type=2', text: '发布出租房源' },
  { path: 'pages/customer/operation', text: '新增客户' },
  { path: 'pages/estate/operation', text: '新增小区' },
  { path: 'pages/contract/sell-operation', text: '录入买卖合同' },
  { path: 'pages/contract/rent-operation', text: '录入租赁合同' },
  { path: 'pages/index/operation-notice', text: '发布公告' },
] as const;

export function publishActions() {
  return PUBLISH_ACTIONS.filter((a) => isRegisteredPage(a.path.split('?')[0]!));
}
