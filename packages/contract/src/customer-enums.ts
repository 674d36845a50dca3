/**
 * Codes and names of the customer book (客源本, seed 001 §3, §4, §9). Values the seeds give keep
 * their numbers (customer types, the type and room filters, follow-up categories, deal status);
 * the rest are designed here (docs/customer.md).
 */

/** Customer types (seed 001 §9): 1 sale, 2 rent, 3 new — the customer's intent, so an agent reads them as 求购 / 求租 / 新房. */
export const CUSTOMER_TYPE = { sell: 1, rent: 2, new: 3 } as const;
export const CUSTOMER_TYPES = [CUSTOMER_TYPE.sell, CUSTOMER_TYPE.rent, CUSTOMER_TYPE.new] as const;
/** Labels of the type filter and of a customer's type: what the customer wants, not what a listing is. */
export const CUSTOMER_TYPE_NAMES: Record<number, string> = { 1: '求购', 2: '求租', 3: '新房' };
/** The type filter of the lists: 0 all plus the types (seed 001 §9: houseType). */
export const CUSTOMER_TYPE_FILTER = [
  { value: 0, label: '全部' },
  { value: 1, label: '求购' },
  { value: 2, label: '求租' },
  { value: 3, label: '新房' },
] as const;
/** Setting keys per type (seed 001 §3: sell, rent, new). */
export const CUSTOMER_TYPE_KEY = { 1: 'sell', 2: 'rent', 3: 'new' } as const;

/** Pool (seed 001 §3, §6: customerAttribution private or public). */
export const CUSTOMER_ATTRIBUTION = { private: 1, public: 2 } as const;
export const CUSTOMER_ATTRIBUTION_NAMES: Record<number, string> = { 1: '私客', 2: '公客' };

/** Room filter and intended rooms (seed 001 §9): 0 all, 1–3 rooms, 4 four or more. */
export const ROOM_FILTER = [
  { value: 0, label: '不限' },
  { value: 1, label: '一室' },
  { value: 2, label: '二室' },
  { value: 3, label: '三室' },
  { value: 4, label: '四室及以上' },
] as const;

/** Deal status (seed 001 §4: status 1 means deal, any other value cancels). */
export const TRANSACTION_STATUS = { none: 0, deal: 1 } as const;
export const TRANSACTION_STATUS_NAMES: Record<number, string> = { 0: '未成交', 1: '已成交' };

/** Follow-up categories (seed 001 §3): 0 all (filter only), 1 normal, 4 visit. */
export const FOLLOW_CATEGORY = { all: 0, normal: 1, visit: 4 } as const;
export const FOLLOW_CATEGORY_NAMES: Record<number, string> = { 0: '全部', 1: '普通跟进', 4: '带看' };

/** Contact sex: 1 先生, 2 女士, 0 unknown. */
export const SEX_NAMES: Record<number, string> = { 0: '未知', 1: '先生', 2: '女士' };

/** Options of the add/edit form; 0 means 不限 (no preference) where present. */
export const PAYMENT_METHOD_NAMES: Record<number, string> = {
  0: '不限',
  1: '全款',
  2: '商业贷款',
  3: '公积金贷款',
  4: '组合贷款',
  5: '押一付一',
  6: '押一付三',
  7: '押二付一',
  8: '半年付',
  9: '年付',
};
/** Which payment methods fit which customer type (rent payments for rent, loans for sale and new). */
export const PAYMENT_METHODS_OF_TYPE: Record<number, number[]> = {
  1: [0, 1, 2, 3, 4],
  2: [0, 5, 6, 7, 8, 9],
  3: [0, 1, 2, 3, 4],
};
/** Property kind wanted (the customer's houseType field; not the list filter of the same name). */
export const HOUSE_KIND_NAMES: Record<number, string> = {
  0: '不限',
  1: '住宅',
  2: '公寓',
  3: '别墅',
  4: '商铺',
  5: '写字楼',
  6: '车位',
};
export const RENOVATION_NAMES: Record<number, string> = { 0: '不限', 1: '毛坯', 2: '简装', 3: '精装', 4: '豪装' };
/** houseGarage and elevator: 0 不限, 1 需要, 2 不需要. */
export const NEED_NAMES: Record<number, string> = { 0: '不限', 1: '需要', 2: '不需要' };
export const USES_NAMES: Record<number, string> = {
  0: '不限',
  1: '自住',
  2: '改善',
  3: '投资',
  4: '学区',
  5: '办公商用',
};
/** Customer level: A most promising. */
export const LEVEL_NAMES: Record<number, string> = {
  1: 'A类（重点）',
  2: 'B类（意向）',
  3: 'C类（一般）',
  4: 'D类（观望）',
};
export const LEVEL_SHORT: Record<number, string> = { 1: 'A', 2: 'B', 3: 'C', 4: 'D' };
export const HOUSE_AGE_NAMES: Record<number, string> = {
  0: '不限',
  1: '5年以内',
  2: '10年以内',
  3: '15年以内',
  4: '20年以内',
  5: '20年以上',
};
export const SOURCE_NAMES: Record<number, string> = {
  1: '门店来访',
  2: '电话咨询',
  3: '网络平台',
  4: '老客户介绍',
  5: '朋友介绍',
  6: '社区推广',
  7: '其他',
};
/** Suggested tags (the form also takes the agent's own, up to CUSTOMER_LIMITS.tags). */
export const CUSTOMER_TAG_SUGGESTIONS = [
  '学区房',
  '地铁房',
  '急需',
  '全款',
  '首次置业',
  '改善型',
  '投资',
  '满五唯一',
  '近商圈',
  '拎包入住',
  '可养宠物',
  '看房方便',
] as const;

/** Form limits. */
export const CUSTOMER_LIMITS = {
  contacts: 5,
  communities: 10,
  regions: 5,
  tags: 10,
  tagLength: 10,
  nameLength: 20,
  remarkLength: 500,
  followContentLength: 500,
  followHouses: 10,
  wechatLength: 50,
  maxFloor: 200,
  maxArea: 100_000,
  maxPrice: 10_000_000,
} as const;

/** Change-record kinds (customerChangeRecord). */
export const CUSTOMER_RECORD_TYPE = {
  add: 1,
  edit: 2,
  toPublic: 3,
  pickUp: 4,
  assign: 5,
  publicAssign: 6,
  deal: 7,
  cancelDeal: 8,
  state: 9,
  delete: 10,
  autoPublic: 11,
  handover: 12,
} as const;
export const CUSTOMER_RECORD_NAMES: Record<number, string> = {
  1: '新增客户',
  2: '编辑客户',
  3: '转为公客',
  4: '拣入私客',
  5: '分配客户',
  6: '分配公客',
  7: '成交',
  8: '取消成交',
  9: '修改状态',
  10: '删除客户',
  11: '自动转公',
  12: '离职交接',
};

/** List sorts: 1 newest added, 2 latest follow-up, 3 soonest to go public (private pool). */
export const CUSTOMER_SORT = { created: 1, followed: 2, outSoon: 3 } as const;

/** Confirm prompts before actions (seed 001 §5), word for word. */
export const CUSTOMER_CONFIRM = {
  delete: '是否确定删除该客户',
  toPublic: '是否确定转为公客？',
  pickUp: '是否确定拣入私客',
  deal: '是否确定成交?',
  cancelDeal: '是否确定取消成交?',
} as const;

/** Success messages of the calls (shown as the toast). */
export const CUSTOMER_OK = {
  add: '客户已添加',
  edit: '客户已保存',
  delete: '客户已删除',
  toPublic: '已转为公客',
  pickUp: '已拣入私客',
  assign: '客户已分配',
  deal: '已成交',
  cancelDeal: '已取消成交',
  state: '状态已修改',
  followUp: '跟进已添加',
  setting: '客源设置已保存',
} as const;
