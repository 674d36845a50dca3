import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { ZId } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { checkRequiredWhen, requiredWhenMeta, type TRequiredWhen } from './common/required-when.ts';
import { LANDLINE_PATTERN, PHONE_PATTERN } from './common/validators.ts';
import {
  ZAmount,
  ZCount,
  ZDateOrEmpty,
  ZHave,
  ZOption,
  ZOptionalAmount,
  ZOptionalId,
  ZOptionList,
  ZRequiredOption,
  ZShortText,
  ZWhole,
} from './housing-fields.ts';
import {
  BUILDING_LABEL_DEFAULT,
  CONTACT_LEVEL_DEFAULT,
  CONTACT_LEVELS,
  CONTACTS_MAX,
  HOUSING_MSG,
  HOUSING_TYPE_NAMES,
  INFO_ATTRIBUTION_NAMES,
  LISTING_LIMITS,
  LISTING_SOURCE_NAMES,
  LISTING_TAG_NAMES,
  LISTING_TYPE,
  LISTING_TYPE_NAMES,
  PEITAO_NAMES,
  PROPERTY_NAMES,
  PROPERTY_RIGHT_NAMES,
  RENOVATION_NAMES,
  RENT_PAYWAY_NAMES,
  RENT_UNIT_NAMES,
  RENTWAY_NAMES,
  SCHOOL_SEAT,
  SCHOOL_SEAT_NAMES,
  SELL_PAYWAY_NAMES,
  TOWARD_NAMES,
  UNIT_LABEL_DEFAULT,
  VISIT_TIME_NAMES,
} from './housing-options.ts';

/** Listing type, required (1 sale, 2 rent). */
export const ZListingType = ZRequiredOption(LISTING_TYPE_NAMES, HOUSING_MSG.typeRequired);

/** A contact phone: a mobile (11 digits from 1) or a landline. */
export const ZContactPhone = z
  .string({ error: HOUSING_MSG.contactPhoneRequired })
  .trim()
  .min(1, HOUSING_MSG.contactPhoneRequired)
  .refine((v) => PHONE_PATTERN.test(v) || LANDLINE_PATTERN.test(v), HOUSING_MSG.contactPhoneFormat);

/** One owner contact (seed 000 §3: name, phone, level default 先生). */
export const ZContact = z.object({
  name: z
    .string({ error: HOUSING_MSG.contactNameRequired })
    .trim()
    .min(1, HOUSING_MSG.contactNameRequired)
    .max(20, '联系人姓名不能超过20个字'),
  phone: ZContactPhone,
  level: z.preprocess(
    (v) => (v === '' || v == null ? CONTACT_LEVEL_DEFAULT : v),
    z.enum(CONTACT_LEVELS, { error: HOUSING_MSG.optionInvalid }),
  ),
});
export type TContact = z.output<typeof ZContact>;

/**
 * Where the house is (seed 000 §3 `communityInfo`). The community, building, unit and room ids come
 * from the pickers (`communitySearch` → `communityBuildingSearch` → `communityRoomSearch`); the
 * numbers may also be typed. The server takes the names, district and region from the company's
 * community and ignores what the client sends for them.
 */
export const ZCommunityInfo = z.object(
  {
    communityId: z.preprocess(
      (v) => (v === '' || v === 0 || v === '0' || v == null ? undefined : v),
      numeric({ error: HOUSING_MSG.communityRequired })
        .int(HOUSING_MSG.communityRequired)
        .positive(HOUSING_MSG.communityRequired)
        .max(Number.MAX_SAFE_INTEGER, HOUSING_MSG.communityRequired),
    ),
    communityName: ZShortText(50).default(''),
    buildingId: ZOptionalId,
    /** May be empty when the room carries it (5-501); the server then takes it from the room. */
    buildingNo: ZShortText(20).default(''),
    buildingLabel: z.preprocess(
      (v) => (v === '' || v == null ? BUILDING_LABEL_DEFAULT : v),
      z.string({ error: MSG.invalidParams }).trim().max(4, MSG.invalidParams),
    ),
    unitId: ZOptionalId,
    unitNo: ZShortText(20).default(''),
    unitLabel: z.preprocess(
      (v) => (v === '' || v == null ? UNIT_LABEL_DEFAULT : v),
      z.string({ error: MSG.invalidParams }).trim().max(4, MSG.invalidParams),
    ),
    roomId: ZOptionalId,
    roomNo: z
      .string({ error: HOUSING_MSG.roomRequired })
      .trim()
      .min(1, HOUSING_MSG.roomRequired)
      .max(20, HOUSING_MSG.roomRequiredShort),
    /** Ignored on submit (taken from the community); answered in details. */
    districtId: numeric().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
    regionId: numeric().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
    address: ZShortText(100).default(''),
  },
  { error: HOUSING_MSG.communityRequired },
);

/** The oaParam of seed 000 §3 (approval item id and remark; seeds spell it oaReamrk). */
export const ZOaParam = z
  .object({
    oaItemId: numeric().int().min(0).max(1_000_000).optional(),
    oaReamrk: ZShortText(200).default(''),
  })
  .optional();

const L = LISTING_LIMITS;

/** The fields of the listing submit (seed 000 §3 "Listing submit"). */
const listingShape = {
  type: ZListingType,
  /** 请选择房源归属 when missing (seed 000 §5): 1 private (私盘), 2 public (公盘). */
  infoAttribution: ZRequiredOption(INFO_ATTRIBUTION_NAMES, HOUSING_MSG.attributionRequired),
  communityInfo: ZCommunityInfo,
  // Layout and size
  room: ZWhole(HOUSING_MSG.roomCountRequired, '几室必须是0-20的整数', 0, L.roomsMax),
  hall: ZWhole(HOUSING_MSG.hallRequired, '几厅必须是0-20的整数', 0, L.roomsMax),
  showerRoom: ZCount(L.roomsMax, '几卫必须是0-20的整数'),
  balcony: ZCount(L.roomsMax, '阳台数必须是0-20的整数'),
  kitchen: ZCount(L.roomsMax, '厨房数必须是0-20的整数'),
  houseArea: ZAmount(HOUSING_MSG.areaRequired, HOUSING_MSG.areaFormat, L.areaMax),
  floor: ZWhole(HOUSING_MSG.floorRequired, HOUSING_MSG.floorFormat, L.floorMin, L.floorMax),
  totalFloor: ZWhole(HOUSING_MSG.totalFloorRequired, HOUSING_MSG.floorFormat, 1, L.floorMax),
  // School seat: the use time is required when the seat is in use
  schoolSeat: ZOption(SCHOOL_SEAT_NAMES),
  schoolSeatUseTime: ZDateOrEmpty,
  // Sale terms: sellPrice (万元) is required for sale
  sellPrice: ZOptionalAmount(HOUSING_MSG.priceFormat, L.sellPriceMax),
  sellPayway: ZOption(SELL_PAYWAY_NAMES),
  visitTime: ZOption(VISIT_TIME_NAMES),
  contacts: z
    .array(ZContact, { error: HOUSING_MSG.contactsRequired })
    .min(1, HOUSING_MSG.contactsRequired)
    .max(CONTACTS_MAX, HOUSING_MSG.contactsTooMany)
    .refine((list) => new Set(list.map((c) => c.phone)).size === list.length, HOUSING_MSG.contactPhoneRepeated),
  // Attributes
  tags: ZOptionList(LISTING_TAG_NAMES, L.tagsMax).default([]),
  renovation: ZOption(RENOVATION_NAMES),
  property: ZOption(PROPERTY_NAMES),
  propertyRight: ZOption(PROPERTY_RIGHT_NAMES),
  housingType: ZOption(HOUSING_TYPE_NAMES),
  toward: ZOption(TOWARD_NAMES),
  remark: ZShortText(L.remarkMax),
  // Garage and keys
  haveGarage: ZHave,
  houseGarage: ZShortText(L.textMax),
  haveKeys: ZHave,
  houseKeys: ZShortText(L.textMax),
  // Source and traffic
  source: ZOption(LISTING_SOURCE_NAMES),
  traffic: ZShortText(L.trafficMax),
  // Rent terms: rentPrice (in rentUnit, default 元/月) is required for rent
  rentPrice: ZOptionalAmount(HOUSING_MSG.priceFormat, L.rentPriceMax),
  rentUnit: ZOption(RENT_UNIT_NAMES),
  moveIntoTime: ZDateOrEmpty,
  rentPayway: ZOption(RENT_PAYWAY_NAMES),
  peitao: ZOptionList(PEITAO_NAMES, 20).default([]),
  rentway: ZOption(RENTWAY_NAMES),
  oaParam: ZOaParam,
};

type TListingShape = z.output<z.ZodObject<typeof listingShape>>;

/** Fields a value of another field makes required (checked below and stated in the API document). */
export const LISTING_REQUIRED_WHEN: readonly TRequiredWhen[] = [
  {
    field: 'schoolSeatUseTime',
    when: 'schoolSeat',
    equals: SCHOOL_SEAT.inUse,
    label: SCHOOL_SEAT_NAMES[SCHOOL_SEAT.inUse] ?? '',
    message: HOUSING_MSG.schoolSeatTimeRequired,
  },
  {
    field: 'sellPrice',
    when: 'type',
    equals: LISTING_TYPE.sale,
    label: LISTING_TYPE_NAMES[LISTING_TYPE.sale] ?? '',
    message: HOUSING_MSG.sellPriceRequired,
  },
  {
    field: 'rentPrice',
    when: 'type',
    equals: LISTING_TYPE.rent,
    label: LISTING_TYPE_NAMES[LISTING_TYPE.rent] ?? '',
    message: HOUSING_MSG.rentPriceRequired,
  },
];

/** Rules across fields: floor within the building, then the fields the type or the school seat require. */
function checkListing(v: TListingShape, ctx: z.RefinementCtx): void {
  if (v.floor > v.totalFloor) ctx.addIssue({ code: 'custom', message: HOUSING_MSG.floorAboveTotal, path: ['floor'] });
  checkRequiredWhen(LISTING_REQUIRED_WHEN, v, ctx);
}

/** `housingAdd`. */
export const ZListingFields = z
  .object(listingShape)
  .superRefine(checkListing)
  .meta(requiredWhenMeta(LISTING_REQUIRED_WHEN));
export type TListingFieldsInput = z.input<typeof ZListingFields>;
export type TListingFields = z.output<typeof ZListingFields>;

/**
 * `housingEdit`: the same fields plus the listing's id (the type cannot change) and the `version` the
 * form was filled from (getHouseInfoProtection type 3): another change since then answers 409.
 */
export const ZListingEdit = z
  .object({
    houseId: ZId,
    version: numeric({ error: MSG.invalidParams })
      .int(MSG.invalidParams)
      .min(1, MSG.invalidParams)
      .max(2_147_483_647, MSG.invalidParams),
    ...listingShape,
  })
  .superRefine(checkListing)
  .meta(requiredWhenMeta(LISTING_REQUIRED_WHEN));
export type TListingEditInput = z.input<typeof ZListingEdit>;

/** A whole listing as the edit form needs it (protection type 3): the submit fields, unmasked. */
export const ZListingData = z.object({
  houseId: z.number(),
  /** Send back with housingEdit. */
  version: z.number(),
  type: z.number(),
  infoAttribution: z.number(),
  communityInfo: z.object({
    communityId: z.number(),
    communityName: z.string(),
    buildingId: z.number(),
    buildingNo: z.string(),
    buildingLabel: z.string(),
    unitId: z.number(),
    unitNo: z.string(),
    unitLabel: z.string(),
    roomId: z.number(),
    roomNo: z.string(),
    districtId: z.number(),
    regionId: z.number(),
    /** The community's district and business area, for the line under its name in the edit form. */
    districtName: z.string(),
    regionName: z.string(),
    address: z.string(),
  }),
  room: z.number(),
  hall: z.number(),
  showerRoom: z.number(),
  balcony: z.number(),
  kitchen: z.number(),
  houseArea: z.number(),
  floor: z.number(),
  totalFloor: z.number(),
  schoolSeat: z.number(),
  schoolSeatUseTime: z.string(),
  sellPrice: z.number().nullable(),
  sellPayway: z.number(),
  visitTime: z.number(),
  contacts: z.array(z.object({ name: z.string(), phone: z.string(), level: z.string() })),
  tags: z.array(z.number()),
  renovation: z.number(),
  property: z.number(),
  propertyRight: z.number(),
  housingType: z.number(),
  toward: z.number(),
  remark: z.string(),
  haveGarage: z.number(),
  houseGarage: z.string(),
  haveKeys: z.number(),
  houseKeys: z.string(),
  source: z.number(),
  traffic: z.string(),
  rentPrice: z.number().nullable(),
  rentUnit: z.number(),
  moveIntoTime: z.string(),
  rentPayway: z.number(),
  peitao: z.array(z.number()),
  rentway: z.number(),
});
export type TListingData = z.output<typeof ZListingData>;
