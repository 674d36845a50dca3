import { APP_NAMES, APP_TYPE } from '@awb/contract/common/apps';
import {
  AddSquareOutline,
  EditSOutline,
  FileOutline,
  GlobalOutline,
  HistogramOutline,
  LocationOutline,
  TeamOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { CustomerIcon, HouseIcon } from '../../ui/tab-icons.tsx';

/** One tile of the home page: the sub-app it belongs to (gate and permission) and the page it opens. */
export type THomeEntry = { key: string; name: string; app: number; page: string; icon: ReactNode; color: string };

const gradient = (from: string, to: string) => `linear-gradient(135deg, ${from}, ${to})`;

/** The sub-apps (seed 000 §1–§2 area codes), each opening its first page. */
export const HOME_APPS: THomeEntry[] = [
  {
    key: 'house',
    name: APP_NAMES[APP_TYPE.house]!,
    app: APP_TYPE.house,
    page: 'pages/house',
    icon: <HouseIcon color="#fff" />,
    color: gradient('#5b8bff', '#2e64ff'),
  },
  {
    key: 'customer',
    name: APP_NAMES[APP_TYPE.customer]!,
    app: APP_TYPE.customer,
    page: 'pages/customer',
    icon: <CustomerIcon color="#fff" />,
    color: gradient('#ffab5e', '#ff7a1a'),
  },
  {
    key: 'estate',
    name: APP_NAMES[APP_TYPE.estate]!,
    app: APP_TYPE.estate,
    page: 'pages/estate/index',
    icon: <LocationOutline />,
    color: gradient('#4fd49b', '#13ad6b'),
  },
  {
    key: 'contract',
    name: APP_NAMES[APP_TYPE.contract]!,
    app: APP_TYPE.contract,
    page: 'pages/contract/index',
    icon: <FileOutline />,
    color: gradient('#a08fff', '#6a52f5'),
  },
  {
    key: 'sign',
    name: APP_NAMES[APP_TYPE.sign]!,
    app: APP_TYPE.sign,
    page: 'pages/sign/index',
    icon: <EditSOutline />,
    color: gradient('#4cc3ff', '#1293f0'),
  },
  {
    key: 'manager',
    name: APP_NAMES[APP_TYPE.manager]!,
    app: APP_TYPE.manager,
    page: 'pages/user/org/structure',
    icon: <TeamOutline />,
    color: gradient('#ff8080', '#f04848'),
  },
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
    key: 'collect',
    name: '云采集',
    app: APP_TYPE.house,
    page: 'pages/collect/index',
    icon: <GlobalOutline />,
    color: '#13ad6b',
  },
  {
    key: 'statistics',
    name: '经营统计',
    app: APP_TYPE.manager,
    page: 'pages/index/statistics1',
    icon: <HistogramOutline />,
    color: '#6a52f5',
  },
];
