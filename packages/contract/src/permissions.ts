import { APP_TYPE } from './common/apps.ts';

/**
 * The permission catalogue (seed 001 §6): for each app type, the items a role can grant, each with
 * optional child permissions. Item ids that double as approval item ids keep the seeds' numbers
 * (listing delete: sale 3 / rent 9; entrustment 32 / 37; key 34 / 39; contract states 61–67 / 68–71).
 * The role editor's tree is generated from this table; the server guards calls with the same ids.
 */
export type TPermissionNode = { id: number; name: string; children?: { id: number; name: string }[] };
export type TPermissionApp = { appType: number; name: string; groups: { name: string; items: TPermissionNode[] }[] };

/** Which rows a role sees in lists of an app (data scope). */
export const DATA_SCOPE = { own: 1, department: 2, departmentAndBelow: 3, company: 4 } as const;
export const DATA_SCOPE_NAMES: Record<number, string> = {
  1: '仅本人',
  2: '所在部门',
  3: '所在部门及以下',
  4: '全公司',
};

/** Items of the manager app (88): the organisation module's calls and the back-office settings. */
export const MANAGER_ITEM = {
  departments: 1,
  staff: 2,
  leave: 3,
  applications: 4,
  roles: 5,
  jobs: 6,
  cities: 7,
  approvals: 11,
  notices: 12,
  statistics: 13,
  /** 充值购买: buy plans in the recharge centre (docs/recharge.md). */
  recharge: 14,
} as const;

/** Items of 房源推广 (21): pushing, binding portals, and the customer-acquisition admin (docs/acquisition.md). */
export const PROMOTION_ITEM = { push: 1, bind: 2, acquisition: 3 } as const;

/** 云采集 items of the house book (app type 1; docs/collect.md): browse and save, and the company's setting. */
export const COLLECT_ITEM = { view: 51, setting: 52 } as const;

/** Items of the community app (3, 小区档案): the estate module's changing calls. */
export const ESTATE_ITEM = { add: 1, edit: 2, delete: 3, pictures: 4, houseTypes: 5 } as const;

/** Contract items that gate adding a contract (`/base/getContractAddOperateAuth`). */
export const CONTRACT_ITEM = {
  saleAdd: 51,
  saleEdit: 52,
  saleDelete: 53,
  rentAdd: 54,
  rentEdit: 55,
  rentDelete: 56,
} as const;

/** Items of the customer book (2): the pools, the pool moves and the setting. */
export const CUSTOMER_ITEM = {
  add: 1,
  edit: 2,
  deletePrivate: 3,
  toPublic: 4,
  assign: 5,
  viewPhone: 6,
  pickUp: 11,
  deletePublic: 12,
  assignPublic: 13,
  setting: 21,
} as const;

/**
 * House-book items (app type 1): sale items from 1, rent items from 7 (add, edit, delete, state,
 * protected info with children contacts / address, to public pool), team roles from 31 (sale) and
 * 36 (rent), and the company-wide items. `housingItem(type, action)` picks the sale or rent id.
 */
export const HOUSE_ITEM = {
  add: 0,
  edit: 1,
  remove: 2,
  state: 3,
  protection: 4,
  toPublic: 5,
  attribute: 13,
  protectionLog: 14,
  settings: 15,
  teamAssign: 41,
} as const;
/** Offsets of the team items from 31 (sale) / 36 (rent), by TEAM_TYPE. */
export const HOUSE_TEAM_ITEM_OFFSET: Record<number, number> = { 0: 0, 2: 1, 3: 2, 1: 3, 4: 4 };
/** Children of the protected-info item: `(item * 100) + 1` contacts, `+ 2` building/unit/room. */
export const HOUSE_PROTECTION_CHILD = { contacts: 1, address: 2 } as const;

const listingItems = (base: number, kind: '出售' | '出租'): TPermissionNode[] => [
  { id: base, name: `新增${kind}房源` },
  { id: base + 1, name: `编辑${kind}房源` },
  { id: base + 2, name: `删除${kind}房源` },
  { id: base + 3, name: `修改${kind}房源状态` },
  {
    id: base + 4,
    name: `查看${kind}房源保护信息`,
    children: [
      { id: (base + 4) * 100 + 1, name: '业主联系方式' },
      { id: (base + 4) * 100 + 2, name: '楼栋单元房号' },
    ],
  },
  { id: base + 5, name: `${kind}房源转公盘` },
];

const teamItems = (base: number, kind: '出售' | '出租'): TPermissionNode[] => [
  { id: base, name: `${kind}房源维护人` },
  { id: base + 1, name: `${kind}房源委托` },
  { id: base + 2, name: `${kind}房源实勘` },
  { id: base + 3, name: `${kind}房源钥匙` },
  { id: base + 4, name: `${kind}房源独家` },
];

export const PERMISSION_CATALOGUE: TPermissionApp[] = [
  {
    appType: APP_TYPE.house,
    name: '房源本',
    groups: [
      { name: '出售房源', items: listingItems(1, '出售') },
      { name: '出租房源', items: listingItems(7, '出租') },
      { name: '房源置顶、封盘、锁定', items: [{ id: 13, name: '修改房源属性' }] },
      {
        name: '房源管理',
        items: [
          { id: 14, name: '查看保护信息查看记录' },
          { id: 15, name: '房源设置' },
        ],
      },
      { name: '出售房源团队', items: teamItems(31, '出售') },
      { name: '出租房源团队', items: teamItems(36, '出租') },
      { name: '团队分配', items: [{ id: 41, name: '分配与解除团队成员' }] },
      {
        name: '云采集',
        items: [
          { id: COLLECT_ITEM.view, name: '浏览与保存云采集房源' },
          { id: COLLECT_ITEM.setting, name: '云采集设置' },
        ],
      },
    ],
  },
  {
    appType: APP_TYPE.customer,
    name: '客源本',
    groups: [
      {
        name: '私客',
        items: [
          { id: CUSTOMER_ITEM.add, name: '新增客户' },
          { id: CUSTOMER_ITEM.edit, name: '编辑客户' },
          { id: CUSTOMER_ITEM.deletePrivate, name: '删除私客' },
          { id: CUSTOMER_ITEM.toPublic, name: '转为公客' },
          { id: CUSTOMER_ITEM.assign, name: '分配客户' },
          { id: CUSTOMER_ITEM.viewPhone, name: '查看客户电话' },
        ],
      },
      {
        name: '公客',
        items: [
          { id: CUSTOMER_ITEM.pickUp, name: '拣入私客' },
          { id: CUSTOMER_ITEM.deletePublic, name: '删除公客' },
          { id: CUSTOMER_ITEM.assignPublic, name: '分配公客' },
        ],
      },
      { name: '设置', items: [{ id: CUSTOMER_ITEM.setting, name: '客源设置' }] },
    ],
  },
  {
    appType: APP_TYPE.estate,
    name: '小区档案',
    groups: [
      {
        name: '小区',
        items: [
          { id: ESTATE_ITEM.add, name: '新增小区' },
          { id: ESTATE_ITEM.edit, name: '编辑小区' },
          { id: ESTATE_ITEM.delete, name: '删除小区' },
          { id: ESTATE_ITEM.pictures, name: '管理小区图片' },
          { id: ESTATE_ITEM.houseTypes, name: '管理户型' },
        ],
      },
    ],
  },
  {
    appType: APP_TYPE.contract,
    name: '合同管理',
    groups: [
      {
        name: '买卖合同',
        items: [
          { id: 51, name: '新增买卖合同' },
          { id: 52, name: '编辑买卖合同' },
          { id: 53, name: '删除买卖合同' },
          { id: 61, name: '买卖合同待办理' },
          { id: 62, name: '买卖合同办理中' },
          { id: 63, name: '买卖合同已办理' },
          { id: 64, name: '买卖合同完成' },
          { id: 65, name: '买卖合同冻结' },
          { id: 66, name: '买卖合同作废' },
          { id: 67, name: '买卖合同解除' },
        ],
      },
      {
        name: '租赁合同',
        items: [
          { id: 54, name: '新增租赁合同' },
          { id: 55, name: '编辑租赁合同' },
          { id: 56, name: '删除租赁合同' },
          { id: 68, name: '租赁合同正常' },
          { id: 69, name: '租赁合同解除' },
          { id: 70, name: '租赁合同作废' },
          { id: 71, name: '租赁合同完成' },
        ],
      },
    ],
  },
  {
    appType: APP_TYPE.sign,
    name: '电子签约',
    groups: [
      {
        name: '签约',
        items: [
          { id: 1, name: '发起签约' },
          { id: 2, name: '作废与撤销作废' },
          { id: 3, name: '删除合同' },
          { id: 4, name: '模板管理' },
          { id: 5, name: '印章与签名管理' },
        ],
      },
    ],
  },
  {
    appType: APP_TYPE.promotion,
    name: '房源推广',
    groups: [
      {
        name: '推广',
        items: [
          { id: 1, name: '推送房源到平台' },
          { id: 2, name: '绑定推广平台' },
          { id: PROMOTION_ITEM.acquisition, name: '获客小程序管理' },
        ],
      },
    ],
  },
  {
    appType: APP_TYPE.manager,
    name: '管理中心',
    groups: [
      {
        name: '组织',
        items: [
          { id: MANAGER_ITEM.departments, name: '部门管理' },
          { id: MANAGER_ITEM.staff, name: '员工管理' },
          { id: MANAGER_ITEM.leave, name: '员工离职与交接' },
          { id: MANAGER_ITEM.applications, name: '审核加入申请' },
          { id: MANAGER_ITEM.roles, name: '角色与职级' },
          { id: MANAGER_ITEM.jobs, name: '岗位设置' },
          { id: MANAGER_ITEM.cities, name: '开通城市' },
        ],
      },
      {
        name: '运营',
        items: [
          { id: MANAGER_ITEM.approvals, name: '审批流程设置' },
          { id: MANAGER_ITEM.notices, name: '发布公告' },
          { id: MANAGER_ITEM.statistics, name: '经营统计' },
          { id: MANAGER_ITEM.recharge, name: '充值购买' },
        ],
      },
    ],
  },
];

/** Every (appType, itemId) pair of the catalogue, for validating role grants. */
export function catalogueItemIds(appType: number): Set<number> {
  const app = PERMISSION_CATALOGUE.find((a) => a.appType === appType);
  const ids = new Set<number>();
  for (const group of app?.groups ?? []) for (const item of group.items) ids.add(item.id);
  return ids;
}

/** The catalogue node of an item, or undefined when the app has no such item. */
export function catalogueItem(appType: number, itemId: number): TPermissionNode | undefined {
  const app = PERMISSION_CATALOGUE.find((a) => a.appType === appType);
  for (const group of app?.groups ?? []) {
    const item = group.items.find((i) => i.id === itemId);
    if (item) return item;
  }
  return undefined;
}
