import { APP_NAMES, APP_TYPE } from '@awb/contract/common/apps';
import {
  AddSquareOutline,
  CompassOutline,
  EditSOutline,
  FileOutline,
  HistogramOutline,
  LocationOutline,
  TeamOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { CustomerIcon, HouseIcon } from '../../ui/tab-icons.tsx';

/** One tile of the home page: the sub-app it belongs to (gate and permission) and the page it opens. */
export type THomeEntry = { key: string; name: string; app: number; page: string; icon: ReactNode; color: string };

/** A sub-app's tile: named as the app, on its gradient. */
const appEntry = (
  key: string,
  app: number,
  page: string,
  icon: ReactNode,
  [from, to]: [string, string],
): THomeEntry => ({
  key,
  name: APP_NAMES[app]!,
  app,
  page,
  icon,
  color: `linear-gradient(135deg, ${from}, ${to})`,
});

/** The sub-apps (seed 000 §1–§2 area codes), each opening its first page. */
export const HOME_APPS: THomeEntry[] = [
  appEntry('house', APP_TYPE.house, 'pages/house', <HouseIcon color="#fff" />, ['#5b8bff', '#2e64ff']),
  appEntry('customer', APP_TYPE.customer, 'pages/customer', <CustomerIcon color="#fff" />, ['#ffab5e', '#ff7a1a']),
  appEntry('estate', APP_TYPE.estate, 'pages/estate/index', <LocationOutline />, ['#4fd49b', '#13ad6b']),
  appEntry('contract', APP_TYPE.contract, 'pages/contract/index', <FileOutline />, ['#a08fff', '#6a52f5']),
  appEntry('sign', APP_TYPE.sign, 'pages/sign/index', <EditSOutline />, ['#4cc3ff', '#1293f0']),
  appEntry('manager', APP_TYPE.manager, 'pages/user/org/structure', <TeamOutline />, ['#ff8080', '#f04848']),
];

/** Shortcuts into the apps for everyday work. */
export const QUICK_ENTRIES: THomeEntry[] = [
  {
    key: 'house-add',
    name: '录入房源',
    app: APP_TYPE.house,
    page: 'pages/house/operation?type=1',
    icon: <AddSquareOutline />,
    color: '#2e64ff',
  },
  {
    key: 'customer-add',
    name: '新增客户',
    app: APP_TYPE.customer,
    page: 'pages/customer/operation',
    icon: <UserAddOutline />,
    color: '#ff7a1a',
  },
  {
    key: 'statistics',
    name: '经营统计',
    app: APP_TYPE.manager,
    page: 'pages/index/statistics1',
    icon: <HistogramOutline />,
    color: '#6a52f5',
  },
  {
    key: 'collect',
    name: '云采集',
    app: APP_TYPE.house,
    page: 'pages/collect/index',
    icon: <CompassOutline />,
    color: '#13ad6b',
  },
];
