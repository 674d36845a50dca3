/**
 * The four-letter identifier codes of the listing filter dropdowns (seed 000 §9: "filter dropdowns
 * use four-letter identifier codes … the codes themselves are not shown"). Designed here as pinyin
 * initials of 房源 + the panel (FY + QY 区域 …); each code names the panel and the fields of the
 * `housingPosts` search it sets, so the web page and any saved filter agree on one vocabulary.
 */
export type TFilterPanel = { code: string; name: string; fields: readonly string[] };

/** The dropdown bar of pages/house (in display order) and the sections of its 更多 panel. */
export const HOUSE_FILTER = {
  /** 区域: district → region (板块). */
  region: { code: 'FYQY', name: '区域', fields: ['districtId', 'regionId'] },
  /** 价格: total price for sale (万元), rent per month (元), plus the unit-price range for sale. */
  price: { code: 'FYJG', name: '价格', fields: ['priceMin', 'priceMax', 'unitPriceMin', 'unitPriceMax'] },
  /** 户型: room counts. */
  layout: { code: 'FYHX', name: '户型', fields: ['houseType'] },
  /** 更多: everything below, one section each. */
  more: { code: 'FYGD', name: '更多', fields: [] },
  /** 排序. */
  sort: { code: 'FYPX', name: '排序', fields: ['sort'] },
  area: { code: 'FYMJ', name: '面积', fields: ['areaMin', 'areaMax'] },
  floor: { code: 'FYLC', name: '楼层', fields: ['floorMin', 'floorMax'] },
  date: { code: 'FYRQ', name: '日期', fields: ['dateType', 'dateStart', 'dateEnd'] },
  renovation: { code: 'FYZX', name: '装修', fields: ['renovation'] },
  toward: { code: 'FYCX', name: '朝向', fields: ['toward'] },
  property: { code: 'FYWY', name: '物业类型', fields: ['property'] },
  propertyRight: { code: 'FYCQ', name: '产权性质', fields: ['propertyRight'] },
  housingType: { code: 'FYJZ', name: '建筑类型', fields: ['housingType'] },
  state: { code: 'FYZT', name: '状态', fields: ['houseState'] },
  tags: { code: 'FYBQ', name: '标签', fields: ['tags'] },
  attribution: { code: 'FYGS', name: '归属', fields: ['infoAttribution'] },
  address: { code: 'FYDZ', name: '楼栋房号', fields: ['buildingNo', 'unitNo', 'roomNo'] },
  /** 团队: listings waiting for a role, my role, people who entered them. */
  team: { code: 'FYTD', name: '团队', fields: ['waitTeamType', 'teamRole', 'luruSearch'] },
  /** 业主电话 exact search. */
  contact: { code: 'FYDH', name: '业主电话', fields: ['contactPhone'] },
} as const satisfies Record<string, TFilterPanel>;

/** The dropdown bar in order, and the sections of 更多 in order. */
export const HOUSE_FILTER_BAR = ['region', 'price', 'layout', 'more', 'sort'] as const;
export const HOUSE_FILTER_MORE = [
  'area',
  'floor',
  'date',
  'renovation',
  'toward',
  'property',
  'propertyRight',
  'housingType',
  'state',
  'tags',
  'attribution',
  'team',
  'address',
  'contact',
] as const;

/** Every code once, for lookups by code. */
export const HOUSE_FILTER_BY_CODE: Record<string, TFilterPanel> = Object.fromEntries(
  Object.values(HOUSE_FILTER).map((p) => [p.code, p]),
);

/** Search-history cache of the search page (seed 000 §9), keyed by this name plus the my-token hash. */
export const HOUSE_SEARCH_HISTORY = { keyPrefix: 'houseSearchHistory', max: 10 } as const;
/** Price-range presets of the 价格 panel: sale in 万元, rent in 元/月. */
export const PRICE_PRESETS: Record<number, { label: string; min?: number; max?: number }[]> = {
  1: [
    { label: '100万以下', max: 100 },
    { label: '100-200万', min: 100, max: 200 },
    { label: '200-300万', min: 200, max: 300 },
    { label: '300-500万', min: 300, max: 500 },
    { label: '500-800万', min: 500, max: 800 },
    { label: '800万以上', min: 800 },
  ],
  2: [
    { label: '1500元以下', max: 1500 },
    { label: '1500-3000元', min: 1500, max: 3000 },
    { label: '3000-5000元', min: 3000, max: 5000 },
    { label: '5000-8000元', min: 5000, max: 8000 },
    { label: '8000元以上', min: 8000 },
  ],
};
export const AREA_PRESETS: { label: string; min?: number; max?: number }[] = [
  { label: '50㎡以下', max: 50 },
  { label: '50-70㎡', min: 50, max: 70 },
  { label: '70-90㎡', min: 70, max: 90 },
  { label: '90-120㎡', min: 90, max: 120 },
  { label: '120-150㎡', min: 120, max: 150 },
  { label: '150㎡以上', min: 150 },
];
