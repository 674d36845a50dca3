import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { ZText } from './common/fields.ts';
import { numeric } from './common/numeric.ts';

/** Messages of the 小区档案 module (seed 001 §5 wording where given, designed otherwise). */
export const COMMUNITY_MSG = {
  nameRequired: '请输入小区名称',
  nameTaken: '小区名称已存在',
  districtRequired: '请选择所在区域',
  regionMismatch: '所选板块不属于该区域',
  notFound: '小区不存在或已删除',
  hasListings: (count: number) => `该小区下还有${count}套房源，不能删除`,
  pictureRequired: '请上传图片',
  pictureNotFound: '图片不存在或已删除',
  houseTypeNotFound: '户型不存在或已删除',
  houseTypeTitleRequired: '请输入户型名称',
  roomRequired: '请输入室',
  buildingNoRequired: '请输入楼栋号',
  buildingTaken: '该楼栋已存在',
  buildingNotFound: '楼栋不存在或已删除',
  unitNotFound: '单元不存在或已删除',
  alreadyAdopted: '该小区已在我的小区中',
  catalogueNotFound: '基础小区不存在',
  mapKeyMissing: 'Map key not configured.',
  nearbyFailed: '获取周边数据异常:',
  noLocation: '该小区还没有标注位置',
} as const;

/** Labels of building and unit numbers (seed 000 §3: defaults 栋 and 单元). */
export const BUILDING_LABEL = '栋';
export const UNIT_LABEL = '单元';

/** Room filter of the house types (seed 001 §9): 0 all, 1 一室 … 4 四室及以上. */
export const ROOM_FILTER = [
  { value: 0, label: '全部' },
  { value: 1, label: '一室' },
  { value: 2, label: '二室' },
  { value: 3, label: '三室' },
  { value: 4, label: '四室及以上' },
] as const;
export const ROOM_FILTER_MAX = 4;

/** Orientations offered for a house type. */
export const TOWARDS = ['南', '南北', '东', '西', '北', '东南', '西南', '东北', '西北', '东西'] as const;
export const HOUSE_TYPE_TAGS = [
  '南北通透',
  '明厨明卫',
  '户型方正',
  '动静分区',
  '双阳台',
  '得房率高',
  '大面宽',
  '边套',
] as const;

/** Limits of a community's buildings when they are generated from counts. */
export const BUILDING_LIMITS = { units: 10, floors: 99, perFloor: 20 } as const;

/** A number that may be left empty ('' or null → null); strings are read as numbers. */
export function ZOptionalNumber(min: number, max: number, message: string, int = false) {
  const num = z.number({ error: message }).min(min, message).max(max, message);
  return z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    (int ? num.int(message) : num).nullable(),
  );
}

/** A whole number with a required message, coerced from query strings and forms. */
export function ZInt(min: number, max: number, message: string = MSG.invalidParams) {
  return numeric({ error: message }).int(message).min(min, message).max(max, message);
}

/** The editable fields of a community (seed 001 §3). */
export const ZCommunityFields = z.object({
  name: ZText(50, COMMUNITY_MSG.nameRequired),
  otherName: ZText(50).default(''),
  districtId: numeric({ error: COMMUNITY_MSG.districtRequired })
    .int(COMMUNITY_MSG.districtRequired)
    .min(100000, COMMUNITY_MSG.districtRequired)
    .max(999999, COMMUNITY_MSG.districtRequired),
  regionId: ZInt(0, Number.MAX_SAFE_INTEGER).default(0),
  address: ZText(100).default(''),
  buildingCompany: ZText(50).default(''),
  green: ZOptionalNumber(0, 100, '绿化率应在0到100之间'),
  middleSchool: ZText(100).default(''),
  primarySchool: ZText(100).default(''),
  propertyCompany: ZText(50).default(''),
  propertyfee: ZOptionalNumber(0, 1000, '物业费应在0到1000元之间'),
  remark: ZText(500).default(''),
  years: ZOptionalNumber(1900, 2100, '建成年代应为1900到2100之间的年份', true),
  longitude: ZOptionalNumber(-180, 180, '经度格式不正确'),
  latitude: ZOptionalNumber(-90, 90, '纬度格式不正确'),
});
export type TCommunityFields = z.input<typeof ZCommunityFields>;
